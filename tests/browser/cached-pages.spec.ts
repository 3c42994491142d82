import { expect, test, type Page, type Route } from '@playwright/test';
import { signIn } from './support/signIn';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const alertRows = (page: Page) => page.getByRole('table', { name: 'Cloud alerts' }).locator('tbody tr[data-alert-id]');

/** Holds every request to `pattern` until released: what the page shows meanwhile came from its cache. */
async function hold(page: Page, pattern: string) {
  const held: Route[] = [];
  await page.route(pattern, (route) => void held.push(route));
  return {
    count: () => held.length,
    release: async () => {
      await Promise.all(held.map((route) => route.continue()));
      await page.unroute(pattern);
    },
  };
}

test('going back to Alerts shows the list from the cache at once, then asks the server again', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/alerts');
  await expect(alertRows(page).first()).toBeVisible();
  const shownBefore = await alertRows(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-alert-id')));
  expect(shownBefore.length).toBeGreaterThan(0);

  await nav(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.locator('[data-app-id="0"]')).toBeVisible();
  await expect(alertRows(page)).toHaveCount(0);

  const search = await hold(page, '**/bff/api/alerts/v1/search');
  await nav(page).getByRole('link', { name: 'Alerts' }).click();
  // The revalidation is under way and held: the rows on screen can only be the cached ones.
  await expect.poll(search.count).toBe(1);
  await expect(alertRows(page).first()).toBeVisible();
  // The same list in the same order, as far as both are drawn: the table draws the rows its box holds, and how many
  // depends on whether its box was measured yet.
  const shownNow = await alertRows(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-alert-id')));
  const drawn = Math.min(shownBefore.length, shownNow.length);
  expect(drawn).toBeGreaterThan(0);
  expect(shownNow.slice(0, drawn)).toEqual(shownBefore.slice(0, drawn));
  await expect(page.getByText('Loading alerts…')).toHaveCount(0);

  const answered = page.waitForResponse('**/bff/api/alerts/v1/search');
  await search.release();
  expect((await answered).ok()).toBe(true);
  await expect(alertRows(page).first()).toBeVisible();
});

test('going back to Users shows the list from the cache at once while it is asked for again', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/configuration/users');
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('row').nth(1)).toBeVisible();
  const shownBefore = await users.getByRole('row').count();

  await nav(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(users).toHaveCount(0);

  const list = await hold(page, '**/bff/api/admin/v1/users*');
  const usersLink = nav(page).getByRole('link', { name: 'Users and groups' });
  if (!(await usersLink.isVisible())) await nav(page).getByRole('button', { name: 'Administration' }).click();
  await usersLink.click();
  await expect.poll(list.count).toBe(1);
  await expect(users.getByRole('row')).toHaveCount(shownBefore);
  await list.release();
  await expect(users.getByRole('row')).toHaveCount(shownBefore);
});

test('a plugin’s stylesheet stops applying while another plugin’s page is shown, and applies again when its page comes back, without loading again', async ({ page }) => {
  const sheetRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/plugins\/alerts\/[^/]+\.css$/.test(new URL(request.url()).pathname)) sheetRequests.push(request.url());
  });
  // What the browser applies of the alerts plugin's sheets: none of them when their media never matches.
  const alertsSheets = () => page.evaluate(() => [...document.styleSheets]
    .filter((sheet) => (sheet.ownerNode as Element | null)?.getAttribute('data-palisade-plugin') === 'alerts')
    .map((sheet) => ({ applies: window.matchMedia(sheet.media.mediaText || 'all').matches, rules: sheet.cssRules.length > 0 })));
  await signIn(page);
  await page.goto('/admin/alerts');
  await expect(alertRows(page).first()).toBeVisible();
  expect(await alertsSheets()).toEqual([{ applies: true, rules: true }]);
  expect(sheetRequests).toHaveLength(1);

  await nav(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.locator('[data-app-id="0"]')).toBeVisible();
  expect(await alertsSheets()).toEqual([{ applies: false, rules: true }]);

  await nav(page).getByRole('link', { name: 'Alerts' }).click();
  await expect(alertRows(page).first()).toBeVisible();
  expect(await alertsSheets()).toEqual([{ applies: true, rules: true }]);
  expect(sheetRequests).toHaveLength(1);
});
