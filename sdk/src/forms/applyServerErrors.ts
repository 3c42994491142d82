import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { HttpError } from '../http/HttpError';

/**
 * Puts the server's field errors (`error.fields[]`) on the fields they name.
 * Returns the message for the whole form: the server's message when no
 * field took it, else null.
 *
 * @public
 */
export function applyServerErrors<TValues extends FieldValues, TOutput>(form: UseFormReturn<TValues, unknown, TOutput>, error: unknown): string | null {
  if (!(error instanceof HttpError)) return error instanceof Error ? error.message : String(error);
  const known = new Set(Object.keys(form.getValues()));
  let placed = 0;
  for (const field of error.fields) {
    const root = field.path.split('.')[0] ?? '';
    if (!known.has(root)) continue;
    form.setError(field.path as Path<TValues>, { type: 'server', message: field.message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed === error.fields.length && placed > 0 ? null : (error.serverMessage ?? error.message);
}

