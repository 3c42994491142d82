/** The answer of a BFF call: the body, or the server's error code and message. */
export type BffResult<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; code: string | null; message: string | null; body: unknown };

export interface BffClient {
  post<T>(path: string, body?: unknown): Promise<BffResult<T>>;
}

/**
 * A small JSON POST client for the sign-in calls (before any session exists
 * the SDK's API client would report a 401 as an ended session). Sends the
 * CSRF token; status 0 means the server could not be reached.
 */
export function createBffClient(doFetch: typeof fetch, csrfToken: () => string | null): BffClient {
  return {
    async post<T>(path: string, body?: unknown): Promise<BffResult<T>> {
      const token = csrfToken();
      let response: Response;
      try {
        response = await doFetch(path, {
          method: 'POST',
          credentials: 'same-origin',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(token ? { 'X-CSRF-Token': token } : {}) },
          body: JSON.stringify(body ?? {}),
        });
      } catch {
        return { ok: false, status: 0, code: null, message: null, body: null };
      }
      const text = await response.text().catch(() => '');
      let parsed: unknown = null;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        parsed = text;
      }
      if (response.ok) return { ok: true, status: response.status, body: parsed as T };
      const error = (parsed as { error?: { code?: unknown; message?: unknown } } | null)?.error;
      return {
        ok: false,
        status: response.status,
        code: typeof error?.code === 'string' ? error.code : null,
        message: typeof error?.message === 'string' && error.message ? error.message : null,
        body: parsed,
      };
    },
  };
}
