import { expect, test } from '@playwright/test';
import { recordApiCalls } from './support/apiCalls';
import { withoutPageStart } from './support/withoutPageStart';
import { seriousViolations } from './support/axe';
import { signIn } from './support/signIn';

test.use({ bypassCSP: true });

test('the dashboard and the menu (bell and profile included) have no serious or critical axe violations', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/dashboard/dashboard');
  // Every card settled, so axe sees figures rather than loading states.
  await expect(page.locator('.dash-card')).toHaveCount(7);
  await expect(page.locator('.dash-card[data-status="loading"]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  expect(await seriousViolations(page, '#palisade-content')).toEqual([]);
  expect(await seriousViolations(page, 'nav[aria-label="Main"]')).toEqual([]);
  expect(await seriousViolations(page, 'header.shell-header')).toEqual([]);
  const profile = page.getByRole('button', { name: 'Ada Admin' });
  await profile.click();
  await expect(profile).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(await seriousViolations(page, 'header.shell-header')).toEqual([]);
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
  await withoutPageStart(page);
  await page.route('**/bff/api/tenant/api/v1/tenant', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { subscriptions: string[] };
    await route.fulfill({ response, json: { ...body, subscriptions: body.subscriptions.filter((s) => s !== 'VULNERABILITY') } });
  });
  const calls = await recordApiCalls(page);
  await signIn(page);
  await page.goto('/admin/cloud-posture/vulnerability/inventory');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscription Required' })).toBeVisible();
  // Named as the menu names it, not by the subscription's code.
  await expect(page.getByText('Your organization does not have a subscription for Vulnerability Management.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Vulnerability Management' })).toHaveCount(0);
  // Nor does the dashboard show the feature's card or ask for its figure.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
  const cards = page.getByRole('region', { name: 'Dashboard cards' }).getByRole('group');
  await expect(cards).toHaveCount(6);
  await expect(page.locator('.dash-card[data-status="ready"]')).toHaveCount(6);
  expect(await cards.evaluateAll((gs) => gs.map((g) => g.getAttribute('aria-label')))).not.toContain(expect.stringContaining('Vulnerability'));
  await expect(page.locator('[data-app-id="5"]')).toHaveCount(0);
  expect(calls).not.toContain('vulnerability/v1/totalVulnerabilities');
  // The other figures were asked for: the check above looks where they go.
  expect(calls).toContain('commondashboard/v1/totalThreats');
});

test("when the user's access cannot be loaded, the console shows its server-error page with a way to retry", async ({ page }) => {
  // A server failure of the RBAC user call (the server then writes no start answers into the page either).
  await withoutPageStart(page);
  await page.route('**/bff/api/tenant/rbac/api/v1/rbac/user', (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'down' } } }));
  await signIn(page);
  await page.goto('/admin/dashboard/dashboard');
  await expect(page.getByRole('heading', { name: 'The console could not load your access' })).toBeVisible();
  await expect(page.getByText("Your role's permissions could not be loaded, so no page can be shown.")).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dashboard cards' })).toHaveCount(0);
  // Retry reloads the console; with the server back, the dashboard shows.
  await page.unroute('**/bff/api/tenant/rbac/api/v1/rbac/user');
  await page.getByRole('button', { name: 'Reload the console' }).click();
  await expect(page.getByRole('region', { name: 'Dashboard cards' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The console could not load your access' })).toHaveCount(0);
});

test('unknown pages show NotFound, and the footer leads to Help', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/nowhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Help' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
});

test('the announcement banner shows the demo notice; Dismiss hides it, and it stays hidden after a reload', async ({ page }) => {
  const notice = 'This console runs on generated demo data. Everything you change stays on this machine.';
  await signIn(page);
  await page.goto('/admin/dashboard/dashboard');
  const banner = page.getByRole('region', { name: 'Announcements' });
  await expect(banner.getByText(notice, { exact: true })).toBeVisible();
  await banner.getByRole('button', { name: `Dismiss announcement: ${notice}` }).click();
  await expect(page.getByText(notice)).toHaveCount(0);

  // After a reload the server still sends the message (with the page, among its start answers); the banner keeps it hidden.
  const reloaded = page.waitForResponse((r) => r.request().resourceType() === 'document');
  await page.reload();
  const html = await (await reloaded).text();
  expect(html).toContain(`"id":"demo-data","severity":"info","message":"${notice}"`);
  await expect(page.getByRole('region', { name: 'Dashboard cards' })).toBeVisible();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.getByText(notice)).toHaveCount(0);
});
