/** A field-level problem the server reported (`error.fields[]`). @public */
export interface FieldError {
  path: string;
  message: string;
}

/** What every {@link HttpError} may carry. @public */
export interface HttpErrorDetails {
  status?: number;
  code?: string;
  fields?: readonly FieldError[];
  url?: string;
  /** The server's own sentence (`error.message` of its body), for showing to the user. */
  serverMessage?: string | null;
  cause?: unknown;
}

/**
 * A failed call to the console API. Subclasses say why; `status` is 0 when
 * no response arrived. `code` and `fields` come from the server's
 * `{error:{code,message,fields}}` body.
 *
 * @public
 */
export class HttpError extends Error {
  override name = 'HttpError';
  readonly status: number;
  readonly code: string;
  readonly fields: readonly FieldError[];
  /** The address that was called. */
  readonly url: string;
  /**
   * The server's own sentence, to show the user (`message` adds the method,
   * path and status, for logs); null when the body had none.
   */
  readonly serverMessage: string | null;

  constructor(message: string, details: HttpErrorDetails = {}) {
    super(message, { cause: details.cause });
    this.status = details.status ?? 0;
    this.code = details.code ?? 'HTTP_ERROR';
    this.fields = details.fields ?? [];
    this.url = details.url ?? '';
    this.serverMessage = details.serverMessage ?? null;
  }
}

/** 401: the session is gone; the console signs the user out. @public */
export class UnauthenticatedError extends HttpError {
  override name = 'UnauthenticatedError';
}

/** 403: the user's role does not allow this. @public */
export class ForbiddenError extends HttpError {
  override name = 'ForbiddenError';
}

/** 400: the request was invalid; `fields` names the fields. @public */
export class ValidationError extends HttpError {
  override name = 'ValidationError';
}

/** 429: too many requests; try again later. @public */
export class RateLimitedError extends HttpError {
  override name = 'RateLimitedError';
}

/** No response: the network or the server is unreachable. @public */
export class NetworkError extends HttpError {
  override name = 'NetworkError';
}

/** No response within the client's timeout (30 s by default). @public */
export class TimeoutError extends HttpError {
  override name = 'TimeoutError';
}
