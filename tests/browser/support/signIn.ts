import type { Page } from '@playwright/test';

/** Password of every demo account. */
export const DEMO_PASSWORD = 'Palisade-demo-1';

export interface SignInOptions {
  email?: string;
  password?: string;
  tenantId?: string;
}

/**
 * Signs in through the BFF with the page's own request context, so the
 * session cookie lands in the page's browser context. Navigate afterwards.
 */
export async function signIn(page: Page, options: SignInOptions = {}): Promise<void> {
  const email = options.email ?? 'admin@acme.test';
  const sessionResponse = await page.request.get('/bff/session');
  if (!sessionResponse.ok()) throw new Error(`GET /bff/session failed: ${sessionResponse.status()}`);
  const { csrfToken } = (await sessionResponse.json()) as { csrfToken: string };
  const login = await page.request.post('/bff/login', {
    headers: { 'X-CSRF-Token': csrfToken },
    data: {
      email,
      password: options.password ?? DEMO_PASSWORD,
      ...(options.tenantId === undefined ? {} : { tenantId: options.tenantId }),
    },
  });
  if (!login.ok()) throw new Error(`Sign-in of ${email} failed: ${login.status()} ${await login.text()}`);
}
