import { expect, test } from '@playwright/test';
import { signIn } from './support/signIn';

const slides = (page: import('@playwright/test').Page) =>
  page.getByRole('region', { name: 'Dashboard cards' }).getByRole('group').evaluateAll((gs) => gs.map((g) => g.getAttribute('aria-label')));

test('admin sees the six cards in order with their figures, then the third-party card', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/dashboard/dashboard');
  await expect.poll(() => slides(page)).toEqual([
    '1 of 7: Cloud Threats', '2 of 7: Cloud Assets', '3 of 7: Cloud Identities', '4 of 7: Infrastructure as Code',
    '5 of 7: Compliance', '6 of 7: Vulnerability', '7 of 7: Cloud cost',
  ]);
  await expect(page.locator('.dash-card[data-status="ready"]')).toHaveCount(7);
  await expect(page.locator('[data-app-id="4"] [data-testid="card-value"]')).toHaveText(/^\d+%$/);
});

test('the dev role sees the infrastructure-as-code card only', async ({ page }) => {
  await signIn(page, { email: 'dev@acme.test' });
  await page.goto('/admin/dashboard/dashboard');
  await expect.poll(() => slides(page)).toEqual(['1 of 1: Infrastructure as Code']);
});

test("a failing count shows '--' on its card while the others show figures", async ({ page }) => {
  await page.route('**/bff/api/commondashboard/v1/totalIdentities', (route) => route.fulfill({ status: 500, json: { error: { code: 'X', message: 'down' } } }));
  await signIn(page);
  await page.goto('/admin/dashboard/dashboard');
  const failed = page.locator('[data-app-id="2"]');
  await expect(failed).toHaveAttribute('data-status', 'failed');
  await expect(failed.getByRole('term')).toHaveText('--');
  await expect(failed.getByTestId('card-value')).toHaveText('');
  await expect(page.locator('.dash-card[data-status="ready"]')).toHaveCount(6);
});

test('Reload asks for the figures again after 3 s', async ({ page }) => {
  await page.clock.install();
  let calls = 0;
  await page.route('**/bff/api/commondashboard/v1/totalThreats', (route) => {
    calls++;
    return route.continue();
  });
  await signIn(page);
  await page.goto('/admin/dashboard/dashboard');
  await expect(page.locator('[data-app-id="0"]')).toHaveAttribute('data-status', 'ready');
  expect(calls).toBe(1);
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Reloading the figures in 3 seconds' })).toBeAttached();
  await page.clock.runFor(2900);
  expect(calls).toBe(1);
  await page.clock.runFor(200);
  await expect.poll(() => calls).toBe(2);
});

test('the carousel works from the keyboard', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/dashboard/dashboard');
  const next = page.getByRole('button', { name: 'Next card' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-current] [data-app-id="1"]')).toBeVisible();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-current] [data-app-id]')).toHaveCount(1);
});
