import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';

// radix tooltip brings floating-ui; load it with the first tooltip, showing
// the bare trigger meanwhile.
const TooltipPopup = lazy(() => import('./TooltipPopup'));

/** Props of {@link CustomTooltip}. @public */
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
 *
 * @public
 */
export function CustomTooltip(props: CustomTooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <TooltipPopup {...props} />
    </Suspense>
  );
}
