import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

/** Counts the page's unread-count requests and its console errors from here on. */
function watch(page: Page) {
  const seen = { countRequests: 0, errors: [] as string[] };
  page.on('request', (r) => {
    if (r.url().endsWith('/notification/v1/notificationCount')) seen.countRequests++;
  });
  page.on('console', (m) => {
    // The broken fixture plugins report their own failures; this test is about the console's requests.
    if (m.type() === 'error' && !m.text().includes('broken')) seen.errors.push(m.text());
  });
  return seen;
}

/**
 * Opens the dashboard and waits until every card has its figure and the posture figures beneath them are in: the
 * console has loaded the user's context and made every request of the page by then.
 */
async function openDashboard(page: Page) {
  await page.goto('/admin/dashboard/dashboard');
  const cards = page.locator('.dash-card');
  await expect(cards.first()).toBeVisible();
  await expect(page.locator('.dash-card[data-status="loading"]')).toHaveCount(0);
  const figures = page.locator('.dash-figures');
  await expect(figures).toBeVisible();
  await expect(figures.getByText('Loading…')).toHaveCount(0);
}

for (const email of ['viewer@acme.test', 'dev@acme.test']) {
  test(`${email}, whose role has no notifications, is never asked for an unread count and sees no error`, async ({ page }) => {
    const seen = watch(page);
    await signIn(page, { email });
    await openDashboard(page);
    await expect(page.getByRole('link', { name: /^Notifications/ })).toHaveCount(0);
    expect(seen.countRequests).toBe(0);
    expect(seen.errors).toEqual([]);
  });
}

test('reviewer@acme.test, whose role has no notifications, is never asked for an unread count and sees no error', async ({ page }) => {
  const seen = watch(page);
  await signIn(page, { email: 'reviewer@acme.test' });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Notifications/ })).toHaveCount(0);
  expect(seen.countRequests).toBe(0);
  expect(seen.errors).toEqual([]);
});

test('admin@acme.test, whose role has notifications, gets the count once at start and sees it on the bell', async ({ page }) => {
  const seen = watch(page);
  await signIn(page);
  await openDashboard(page);
  await expect(page.getByRole('link', { name: /^Notifications, \d+ unread$/ })).toBeVisible();
  expect(seen.countRequests).toBe(1);
  expect(seen.errors).toEqual([]);
});
