import {
  ForbiddenError,
  HttpError,
  RateLimitedError,
  UnauthenticatedError,
  ValidationError,
  type FieldError,
} from './HttpError';

interface ErrorBody {
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
  const body = await readErrorBody(response);
  const method = request.method.toUpperCase();
  const where = `${method} ${new URL(request.url).pathname}`;
  const message = `${where} failed with ${response.status}${body.message ? `: ${body.message}` : ''}`;
  const details = {
    status: response.status,
    code: body.code ?? `HTTP_${response.status}`,
    fields: Array.isArray(body.fields) ? body.fields : [],
    url: request.url,
    serverMessage: body.message || null,
  };
  switch (response.status) {
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
