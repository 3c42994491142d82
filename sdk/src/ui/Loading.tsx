/** Props of {@link Loading}. @public */
export interface LoadingProps {
  /** The visible, announced text; `Loading…`. */
  label?: string;
}

/** A page- or section-level loading state, announced politely. @public */
export function Loading({ label = 'Loading…' }: LoadingProps) {
  return (
    <div className="pl-loading" role="status" aria-live="polite">
      <span className="pl-spinner pl-spinner--large" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
