import type { ReactNode } from 'react';
import { Button } from './Button';

/** Props of {@link ServerError}. @public */
export interface ServerErrorProps {
  /** Heading; `Something went wrong`. */
  title?: ReactNode;
  /** What failed, in the user's words. */
  message?: ReactNode;
  /** The error; its message is shown under the text, for support. */
  error?: unknown;
  /** When given, a Retry button calls it. */
  onRetry?: () => void;
  /** Retry button text; `Retry`. */
  retryLabel?: string;
}

/** A failure in place of content, announced as an alert, with an optional Retry. @public */
export function ServerError({ title = 'Something went wrong', message, error, onRetry, retryLabel = 'Retry' }: ServerErrorProps) {
  const detail = error instanceof Error ? error.message : typeof error === 'string' ? error : null;
  return (
    <div className="pl-server-error" role="alert">
      <h2 className="pl-server-error__title">{title}</h2>
      {message && <p>{message}</p>}
      {detail && <p className="pl-server-error__detail">{detail}</p>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {retryLabel}
        </Button>
      )}
    </div>
  );
}
