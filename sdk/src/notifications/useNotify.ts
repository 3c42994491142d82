import { useCallback } from 'react';
import { useRuntime } from '../runtime/RuntimeContext';
import type { ToastInput } from './Toast';

/** Shows a toast and returns its id. @public */
export type Notify = (toast: ToastInput) => string;

/**
 * Shows toast messages in the console's notification region (a polite live
 * region). Error toasts stay until dismissed; others for a few seconds.
 *
 * @example
 * ```tsx
 * const notify = useNotify();
 * notify({ message: t('saved') });
 * notify({ message: t('saveFailed'), error: true });
 * ```
 *
 * @public
 */
export function useNotify(): Notify {
  const runtime = useRuntime('useNotify');
  return useCallback((toast: ToastInput) => runtime.notify(toast), [runtime]);
}
