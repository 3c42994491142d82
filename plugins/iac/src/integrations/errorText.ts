import { HttpError } from '@palisade/sdk';

/** The server's own explanation of a refusal, else the error's message. */
export const errorText = (error: unknown): string | undefined =>
  error instanceof HttpError ? (error.serverMessage ?? error.message) : error instanceof Error ? error.message : undefined;
