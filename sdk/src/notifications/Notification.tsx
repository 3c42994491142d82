import { useAtomValue } from 'jotai';
import { useRuntime } from '../runtime/RuntimeContext';

/** Props of {@link Notification}. @public */
export interface NotificationProps {
  /** Accessible name of each toast's dismiss button; `Dismiss`. */
  dismissLabel?: string;
}

/**
 * The console's toast region: shows what `useNotify()` sent, in a polite
 * live region. The shell renders it once.
 *
 * @public
 */
export function Notification({ dismissLabel = 'Dismiss' }: NotificationProps) {
  const runtime = useRuntime('Notification');
  const toasts = useAtomValue(runtime.atoms.toasts, { store: runtime.store });
  return (
    <div className="pl-toasts" role="status" aria-live="polite" aria-relevant="additions text">
      {toasts.map((toast) => (
        <div key={toast.id} className={`pl-toast${toast.error ? ' pl-toast--error' : ''}`}>
          <span className="pl-toast__message">{toast.message}</span>
          <button
            type="button"
            className="pl-toast__dismiss"
            aria-label={`${dismissLabel}: ${toast.message}`}
            onClick={() => runtime.dismissToast(toast.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}
