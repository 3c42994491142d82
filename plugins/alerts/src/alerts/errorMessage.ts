import { HttpError } from '@palisade/sdk';

/** A sentence for an error: the server's own message when it sent one (not the method, path and status, which are for logs). */
export function errorMessage(error: unknown): string {
  if (error instanceof HttpError) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : String(error);
}
