import type { z } from 'zod';
import type { FieldError } from '../http/AppError.js';

/** The token and revoke endpoints' answer to a malformed body. */
export interface OAuthInvalidRequest { error: 'invalid_request'; error_description: string; fields: FieldError[] }

/**
 * OAuth clients read `error` and `error_description` (RFC 6749 section 5.2), so those stay; `fields` is the
 * per-field list every other endpoint gives for a validation failure (RFC 6749 allows extra members).
 */
export function oauthInvalidRequest(error: z.ZodError, whenNoPath = 'grant_type'): OAuthInvalidRequest {
  const fields = error.issues.map((issue) => ({ path: issue.path.join('.') || whenNoPath, message: issue.message }));
  const names = [...new Set(fields.map((f) => f.path))].join(', ');
  return { error: 'invalid_request', error_description: `Invalid or missing parameters: ${names}`, fields };
}
