import { createRequire } from 'node:module';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

async function seriousViolations(page: Page, selector: string): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  return page.evaluate(async (context) => {
    const axe = (window as unknown as { axe: { run: (c: string) => Promise<{ violations: { id: string; impact: string }[] }> } }).axe;
    const { violations } = await axe.run(context);
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact})`);
  }, selector);
}

test.use({ bypassCSP: true });

test('the dashboard and the menu have no serious or critical axe violations', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/dashboard/dashboard');
  await expect(page.locator('.dash-card[data-status="ready"]').first()).toBeVisible();
  expect(await seriousViolations(page, '#palisade-content')).toEqual([]);
  expect(await seriousViolations(page, 'nav[aria-label="Main"]')).toEqual([]);
});

test('the bell count falls after a notification is marked read', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/system-notification');
  const bell = page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toBeVisible();
  const before = Number((await bell.getAttribute('aria-label'))!.match(/(\d+) unread/)![1]);
  const list = page.getByRole('list', { name: 'Notifications' });
  await page.getByRole('button', { name: 'Unread', exact: true }).click();
  const item = list.getByRole('listitem').first();
  const title = (await item.getByRole('heading').textContent()) ?? '';
  await item.getByRole('button', { name: `Mark as read ${title}` }).click();
  await expect(bell).toHaveAttribute('aria-label', `Notifications, ${before - 1} unread`);
});

test('a page the organization has not bought shows Subscription Required instead of the feature', async ({ page }) => {
  // Acme buys everything; this test takes Vulnerability away from its tenant response (the Globex EU demo tenant lacks it for real).
  await page.route('**/bff/api/tenant/api/v1/tenant', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { subscriptions: string[] };
    await route.fulfill({ response, json: { ...body, subscriptions: body.subscriptions.filter((s) => s !== 'VULNERABILITY') } });
  });
  await signIn(page);
  await page.goto('/admin/cloud-posture/vulnerability/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Required' })).toBeVisible();
  await expect(page.getByText(/organization does not have a subscription for VULNERABILITY/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Vulnerability Management' })).toHaveCount(0);
});

test('unknown pages show NotFound, and the footer leads to Help', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/nowhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
});
