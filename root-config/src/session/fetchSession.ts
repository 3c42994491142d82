import type { ApiResponse } from '@palisade/sdk';
import type { SessionInput } from '@palisade/sdk/host';

/** `GET /bff/session`: who is signed in (never tokens) and the CSRF token for non-GET calls. */
export async function fetchSession(doFetch: typeof fetch = fetch): Promise<SessionInput> {
  const response = await doFetch('/bff/session', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /bff/session answered ${response.status}`);
  return (await response.json()) as ApiResponse<'/bff/session', 'get'>;
}

/**
 * The session the server wrote into the page (`#palisade-session`, what
 * `GET /bff/session` would answer the page's cookie), taken once: the block
 * is removed, so a later check asks the server. `null` when the page has
 * none or it is not a session.
 */
export function takePageSession(doc: Document = document): SessionInput | null {
  const element = doc.getElementById('palisade-session');
  if (element === null) return null;
  element.remove();
  try {
    const value = JSON.parse(element.textContent ?? '') as unknown;
    const valid = typeof value === 'object' && value !== null && typeof (value as { csrfToken?: unknown }).csrfToken === 'string';
    return valid ? (value as SessionInput) : null;
  } catch {
    return null;
  }
}
