/** What the sign-in form sends. */
export interface Credentials {
  email: string;
  password: string;
}

export type SignInResult = { ok: true } | { ok: false; message: string };

/** `POST /bff/login` with the CSRF token (ShellServices.signIn; the sign-in page uses signin/signInApi.ts); a failure carries the server's message (or spec section 8's fallback). */
export async function signIn(credentials: Credentials, csrfToken: string | null, doFetch: typeof fetch = fetch): Promise<SignInResult> {
  let response: Response;
  try {
    response = await doFetch('/bff/login', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(csrfToken ? { 'X-CSRF-Token': csrfToken } : {}) },
      body: JSON.stringify({ email: credentials.email.trim(), password: credentials.password }),
    });
  } catch {
    return { ok: false, message: 'Unable to login, please try again later' };
  }
  if (response.ok) return { ok: true };
  const body = (await response.json().catch(() => null)) as { error?: { message?: unknown } } | null;
  const message = typeof body?.error?.message === 'string' && body.error.message ? body.error.message : 'Invalid Login ID or Password';
  return { ok: false, message };
}
