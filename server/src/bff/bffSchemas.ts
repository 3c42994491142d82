import { z } from 'zod';
import { errorBody } from '../api/schemas.js';

/** OpenAPI tag and security of the BFF routes: the session cookie, and X-CSRF-Token on every non-GET call. */
export const bffDoc = { tags: ['bff'], security: [] as [] } as const;

export const loginBody = z.object({
  email: z.string().trim().toLowerCase().email('Email Id is Invalid'),
  password: z.string().min(1, 'Password is required').max(256),
  tenantId: z.string().min(1).optional(),
  breakglass: z.boolean().optional(),
});

const named = z.object({ id: z.string(), name: z.string() });

/** What `GET /bff/session`, `/bff/login` and `/bff/refresh` answer: who is signed in (never tokens) and the CSRF token. */
export const sessionResponse = z.discriminatedUnion('authenticated', [
  z.object({ authenticated: z.literal(false), csrfToken: z.string() }),
  z.object({
    authenticated: z.literal(true), csrfToken: z.string(), user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
    tenant: named, org: named, breakglass: z.boolean(), expiresAt: z.string(), accessTokenRefreshedAt: z.string(),
  }),
]);

/** A response without a body (a 204, or a redirect whose Location header is the answer); type 'null' tells the document so. */
export const noBody = (description: string) => z.null().meta({ description, type: 'null' });

export const bffErrors = { 400: errorBody, 401: errorBody, 403: errorBody, 429: errorBody } as const;
