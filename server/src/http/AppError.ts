export type ErrorCode =
  | 'VALIDATION_FAILED' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'NOT_FOUND' | 'RATE_LIMITED' | 'CSRF_REJECTED'
  | 'CONFLICT' | 'OTP_INVALID' | 'OTP_EXPIRED' | 'OTP_LOCKED' | 'OTP_REQUIRED' | 'TENANT_NOT_ALLOWED'
  | 'UPSTREAM_UNAVAILABLE' | 'INTERNAL' | (string & {});

export interface FieldError { path: string; message: string }

export interface ErrorBody { error: { code: ErrorCode; message: string; fields?: FieldError[] } }

/** An error that maps to one HTTP response in the common error body shape. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldError[],
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  toBody(): ErrorBody {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export const forbidden = (message: string) => new AppError(403, 'FORBIDDEN', message);
export const unauthenticated = (message: string) => new AppError(401, 'UNAUTHENTICATED', message);
export const notFound = (message: string) => new AppError(404, 'NOT_FOUND', message);
