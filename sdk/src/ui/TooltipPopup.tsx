import * as Tooltip from '@radix-ui/react-tooltip';
import type { CustomTooltipProps } from './CustomTooltip';

/** The radix tooltip behind {@link CustomTooltip}, in its own chunk. */
export default function TooltipPopup({ content, children, side = 'top', delay = 300 }: CustomTooltipProps) {
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
