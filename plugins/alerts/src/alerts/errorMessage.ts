import { HttpError } from '@palisade/sdk';

/** A sentence for an error: the server's message when it sent one. */
export function errorMessage(error: unknown): string {
  if (error instanceof HttpError) return error.message;
  return error instanceof Error ? error.message : String(error);
}
