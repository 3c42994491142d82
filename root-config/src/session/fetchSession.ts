import type { ApiResponse } from '@palisade/sdk';
import type { SessionInput } from '@palisade/sdk/host';

/** `GET /bff/session`: who is signed in (never tokens) and the CSRF token for non-GET calls. */
export async function fetchSession(doFetch: typeof fetch = fetch): Promise<SessionInput> {
  const response = await doFetch('/bff/session', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`GET /bff/session answered ${response.status}`);
  return (await response.json()) as ApiResponse<'/bff/session', 'get'>;
}
