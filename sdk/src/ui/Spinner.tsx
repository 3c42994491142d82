/** Props of {@link Spinner}. @public */
export interface SpinnerProps {
  /** What is loading, for screen readers; `Loading`. */
  label?: string;
  size?: 'small' | 'medium' | 'large';
}

/** A small busy indicator with an accessible label. @public */
export function Spinner({ label = 'Loading', size = 'medium' }: SpinnerProps) {
  return <span className={`pl-spinner pl-spinner--${size}`} role="img" aria-label={label} />;
}
