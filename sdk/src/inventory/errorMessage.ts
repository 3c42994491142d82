import { HttpError } from '../http/HttpError';

/**
 * A sentence for an error: what the server said is wrong with each field, else its own message (not the method,
 * path and status, which are for logs).
 */
export function errorMessage(error: unknown): string {
  if (error instanceof HttpError) {
    if (error.fields.length) return error.fields.map((f) => (f.path ? `${f.path}: ${f.message}` : f.message)).join('; ');
    return error.serverMessage ?? error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
