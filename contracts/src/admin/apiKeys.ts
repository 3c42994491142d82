import { z } from 'zod';
import { intInRange, requiredText, VALIDATION_MESSAGES } from '../validation.js';

export const API_KEY_NAME_MAX = 64;
/** A key lives 1 to 365 days; the form offers 90 by default. */
export const API_KEY_EXPIRY_DAYS = { min: 1, max: 365, default: 90 } as const;
/** The header a caller sends the key in: `X-API-Key: <key>`. */
export const API_KEY_HEADER = 'x-api-key';
/** Spec section 8: what a wrong, revoked or expired key gets. */
export const INVALID_API_KEY_MESSAGE = 'Invalid API Key';

/** POST /api/admin/v1/api-keys. */
export const createApiKeyRequest = z.object({
  name: requiredText(API_KEY_NAME_MAX),
  roleId: z.string().trim().min(1, VALIDATION_MESSAGES.required),
  expiresInDays: intInRange(API_KEY_EXPIRY_DAYS.min, API_KEY_EXPIRY_DAYS.max),
});
export type CreateApiKeyRequest = z.output<typeof createApiKeyRequest>;
export type CreateApiKeyInput = z.input<typeof createApiKeyRequest>;

export type ApiKeyStatus = 'active' | 'expired' | 'revoked';

/** One key as listed: never its secret (the server keeps only a hash). */
export interface ApiKeyView {
  id: string;
  name: string;
  /** The key's public start, enough to recognise it in a list or a log. */
  prefix: string;
  role: { id: string; name: string };
  /** The person who created the key; null when a key created it or the person is deleted. */
  createdBy: { id: string; email: string; name: string } | null;
  /** The API key that created this key, when one did. */
  createdByApiKey: { id: string; name: string } | null;
  createdAt: number;
  expiresAt: number | null;
  lastUsedAt: number | null;
  revokedAt: number | null;
  status: ApiKeyStatus;
}

/** The answer to a create: the only time the secret is sent. */
export interface CreatedApiKey { apiKey: ApiKeyView; key: string }
