import {
  ForbiddenError,
  HttpError,
  RateLimitedError,
  UnauthenticatedError,
  ValidationError,
  type FieldError,
} from './HttpError';

export interface ErrorBody {
  code?: string;
  message?: string;
  fields?: FieldError[];
}

async function readErrorBody(response: Response): Promise<ErrorBody> {
  try {
    const body: unknown = JSON.parse(await response.text());
    const error = (body as { error?: unknown } | null)?.error;
    if (error && typeof error === 'object') return error as ErrorBody;
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): the status says enough.
  }
  return {};
}

/** Maps a failed response to the typed error for its status, reading the server's error body. */
export async function toHttpError(response: Response, request: Request): Promise<HttpError> {
  return httpErrorFor(response.status, await readErrorBody(response), request.method, request.url);
}

/** The typed error for a failed call's status and its `{error:{code,message,fields}}` body (a batched call's answer too). */
export function httpErrorFor(status: number, body: ErrorBody, method: string, url: string): HttpError {
  const where = `${method.toUpperCase()} ${new URL(url, 'http://console.invalid').pathname}`;
  const message = `${where} failed with ${status}${body.message ? `: ${body.message}` : ''}`;
  const details = {
    status,
    code: body.code ?? `HTTP_${status}`,
    fields: Array.isArray(body.fields) ? body.fields : [],
    url,
    serverMessage: body.message || null,
  };
  switch (status) {
    case 400:
      return new ValidationError(message, details);
    case 401:
      return new UnauthenticatedError(message, details);
    case 403:
      return new ForbiddenError(message, details);
    case 429:
      return new RateLimitedError(message, details);
    default:
      return new HttpError(message, details);
  }
}
