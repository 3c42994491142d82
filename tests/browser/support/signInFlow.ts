import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './signIn';

/** The latest one-time code the demo server's outbox holds for `email`, newer than `after` (ISO time). */
export async function latestCode(request: APIRequestContext, email: string, after = ''): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const res = await request.get(`/dev/outbox?email=${encodeURIComponent(email)}`);
      const { messages } = (await res.json()) as { messages: { kind: string; code: string | null; createdAt: string }[] };
      code = messages.find((m) => m.kind === 'otp' && m.createdAt > after)?.code ?? null;
      return code;
    })
    .not.toBeNull();
  return code!;
}

/** Fails if a token is readable by page scripts: localStorage, sessionStorage or document.cookie. */
export async function expectNoTokenReadable(page: Page): Promise<void> {
  const readable = await page.evaluate(() => {
    const values: string[] = [document.cookie];
    for (const store of [localStorage, sessionStorage]) {
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i)!;
        values.push(key, store.getItem(key) ?? '');
      }
    }
    return values.join('\n');
  });
  // JWTs (access and id tokens) start eyJ; refresh tokens and the session handle are named.
  expect(readable).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
  expect(readable).not.toMatch(/palisade_session|refresh_token|access_token|id_token/i);
}

/** Types the email and continues. */
export async function enterEmail(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Password step, then sign in. */
export async function enterPassword(page: Page, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Types the email of an account that signs in with a one-time code and returns the code sent for it: read once the page
 * says it was sent, the newest in the outbox is this one, not a code of the test before it (which the new one voids).
 */
export async function enterEmailForCode(page: Page, email: string): Promise<string> {
  const since = new Date(Date.now() - 1000).toISOString();
  await enterEmail(page, email);
  await expect(page.getByRole('status').filter({ hasText: 'A verification code has been sent to your email' })).toBeVisible();
  return latestCode(page.request, email, since);
}

/** The whole multi flow of analyst@globex.test to the tenant named `tenant`. */
export async function signInWithCode(page: Page, tenant: string, email = 'analyst@globex.test'): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Verification code').fill(await enterEmailForCode(page, email));
  await page.getByRole('button', { name: 'Verify' }).click();
  await page.getByRole('radio', { name: tenant }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await enterPassword(page);
}
