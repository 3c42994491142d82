import { expect, test } from '@playwright/test';
import { signIn } from './support/signIn';

test('/logout/{origin} while signed in signs out without asking for the user access, flags or counts', async ({ page }) => {
  const apiCalls: string[] = [];
  const refused: string[] = [];
  let sessionChecks = 0;
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/bff/api/')) apiCalls.push(`${r.method()} ${pathname}`);
    if (pathname === '/bff/session') sessionChecks++;
  });
  page.on('response', (r) => {
    if (r.status() >= 400) refused.push(`${r.status()} ${new URL(r.url()).pathname}`);
  });
  await signIn(page);
  await page.goto('/logout/console');
  await expect(page).toHaveURL(/\/login$/);
  // The logout page's session comes with it; the page it returns to checks again, without the cookie: the sign-out is over.
  await expect.poll(() => sessionChecks).toBe(1);
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  expect((await (await page.request.get('/bff/session')).json()).authenticated).toBe(false);
  expect(apiCalls).toEqual([]);
  expect(refused).toEqual([]);
});
