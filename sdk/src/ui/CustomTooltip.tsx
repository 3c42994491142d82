import * as Tooltip from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';

/** Props of {@link CustomTooltip}. */
export interface CustomTooltipProps {
  /** What the tooltip says. */
  content: ReactNode;
  /** One focusable element (a button, a link); the tooltip shows on hover and focus. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
  /** Milliseconds before it opens on hover; 300. */
  delay?: number;
}

/**
 * A tooltip (radix tooltip): shown on hover and keyboard focus, closed with
 * Escape, announced as the trigger's description.
 *
 * @example
 * ```tsx
 * <CustomTooltip content="Refresh the list"><Button aria-label="Refresh">↻</Button></CustomTooltip>
 * ```
 */
export function CustomTooltip({ content, children, side = 'top', delay = 300 }: CustomTooltipProps) {
  return (
    <Tooltip.Provider delayDuration={delay}>
      <Tooltip.Root>
        <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
        <Tooltip.Portal>
          <Tooltip.Content className="pl-tooltip" side={side} sideOffset={6}>
            {content}
            <Tooltip.Arrow className="pl-tooltip__arrow" />
          </Tooltip.Content>
        </Tooltip.Portal>
      </Tooltip.Root>
    </Tooltip.Provider>
  );
}
