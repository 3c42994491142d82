import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';

/** Props of {@link Button}. @public */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `primary` (default), `secondary`, or `danger` for destructive actions. */
  variant?: 'primary' | 'secondary' | 'danger';
  /** Shows a spinner and ignores clicks, but stays focusable and announced as busy. */
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * The console's button. `type` defaults to `button`.
 *
 * @example
 * ```tsx
 * <Button variant="danger" loading={deleting} onClick={remove}>Delete</Button>
 * ```
 *
 * @public
 */
export function Button({ variant = 'primary', loading = false, className, children, onClick, type, ...rest }: ButtonProps) {
  const classes = ['pl-button', `pl-button--${variant}`, loading && 'pl-button--loading', className].filter(Boolean).join(' ');
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      {...rest}
      type={type ?? 'button'}
      className={classes}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      onClick={handleClick}
    >
      {loading && <span className="pl-spinner pl-spinner--small" aria-hidden="true" />}
      {children}
    </button>
  );
}
