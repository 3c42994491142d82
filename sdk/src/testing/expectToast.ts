import { waitFor } from '@testing-library/react';
import type { Toast } from '../notifications/Toast';
import type { ConsoleRuntime } from '../runtime/ConsoleRuntime';

/** The toast {@link expectToast} waits for: its text (exact, or a pattern), and whether it is an error. @beta */
export type ExpectedToast = string | RegExp | { readonly message: string | RegExp; readonly error?: boolean };

/** No toast matching what a test expected was shown in time; the message lists the toasts on screen. @beta */
export class ToastAssertionError extends Error {
  override readonly name = 'ToastAssertionError';
}

const describeToast = (toast: { message: string | RegExp; error?: boolean }) =>
  `${typeof toast.message === 'string' ? JSON.stringify(toast.message) : String(toast.message)}${toast.error === true ? ' (error)' : toast.error === false ? ' (not an error)' : ''}`;

/**
 * Waits until the console shows a toast (from `useNotify`) matching
 * `expected` and returns it; fails naming the expected toast and every toast
 * on screen. Works with fake timers too (it polls as testing-library's
 * `waitFor` does).
 *
 * @example
 * ```tsx
 * const { runtime } = await renderRoute(plugin, '/admin/acme-inventory');
 * await userEvent.click(screen.getByRole('button', { name: 'Save' }));
 * await expectToast(runtime, 'Saved');
 * await expectToast(runtime, { message: /could not be saved/, error: true });
 * ```
 *
 * @beta
 */
export async function expectToast(runtime: ConsoleRuntime, expected: ExpectedToast, options: { timeout?: number } = {}): Promise<Toast> {
  const wanted = typeof expected === 'string' || expected instanceof RegExp ? { message: expected } : expected;
  const matches = (toast: Toast) =>
    (typeof wanted.message === 'string' ? toast.message === wanted.message : wanted.message.test(toast.message)) &&
    (wanted.error === undefined || (toast.error ?? false) === wanted.error);
  return waitFor(
    () => {
      const shown = runtime.getToasts();
      const found = shown.find(matches);
      if (found === undefined) {
        const list = shown.length === 0 ? 'none' : shown.map((t) => describeToast(t)).join(', ');
        throw new ToastAssertionError(`Expected a toast ${describeToast(wanted)}; toasts on screen: ${list}`);
      }
      return found;
    },
    { timeout: options.timeout ?? 1000 },
  );
}
