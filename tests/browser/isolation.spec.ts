import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

/** The error panel the shell draws in place of a plugin that failed. */
const errorPanel = (page: Page, pluginId: string) => page.locator(`[data-plugin-id="${pluginId}"]`);

test.beforeEach(async ({ page }) => {
  await signIn(page);
});

test("a plugin whose entry 404s shows its error in place, the rest works, and Retry loads it", async ({ page }) => {
  const entry = '**/plugins/broken/plugin.js';
  await page.route(entry, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));

  await page.goto('/admin/broken');

  const panel = errorPanel(page, 'broken');
  await expect(panel).toBeVisible();
  await expect(panel).toHaveAttribute('data-error-kind', 'not-found');
  await expect(panel).toContainText('broken');
  await expect(panel).toContainText('Not found');
  await expect(panel).toContainText('/plugins/broken/plugin.js');

  // The rest of the console is unaffected: another plugin mounts, from the bell.
  await page.getByRole('link', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'System notifications' })).toBeVisible();
  await page.goBack();
  await expect(errorPanel(page, 'broken')).toBeVisible();

  await page.unroute(entry);
  await page.getByRole('button', { name: 'Retry loading broken', exact: true }).click();

  await expect(page.getByText('Broken fixture recovered')).toBeVisible();
  await expect(errorPanel(page, 'broken')).toHaveCount(0);
});

test("a mounted plugin whose page chunk 404s shows the error in place, and Retry really loads the chunk again", async ({ page }) => {
  const chunk = '**/plugins/broken/chunks/BrokenPage-*.js';
  let refused = 0;
  await page.route(chunk, (route) => {
    // Script loads only: the console fetches a failed file once more to tell a refused one from a missing one.
    if (route.request().resourceType() === 'script') refused++;
    return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' });
  });

  await page.goto('/admin/broken');

  const alert = page.locator('[data-plugin-root="broken"] [role="alert"]');
  await expect(alert).toContainText('"broken" stopped working');
  await expect(alert).toContainText(/BrokenPage-[\w-]+\.js/);
  expect(refused).toBe(1);
  // The shell around it still works.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.unroute(chunk);
  await alert.getByRole('button', { name: 'Retry' }).click();

  await expect(page.getByText('Broken fixture recovered')).toBeVisible();
  await expect(alert).toHaveCount(0);
});

test('a plugin page that throws while it mounts shows the error in place, naming the plugin, with a Retry', async ({ page }) => {
  await page.goto('/admin/broken-mount');

  const alert = page.locator('[data-plugin-root="broken"] [role="alert"]');
  await expect(alert).toContainText('"broken" stopped working');
  await expect(alert).toContainText('broken fixture: this page throws while it mounts');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.evaluate(() => window.sessionStorage.setItem('palisade-fixture:broken:mount', 'ok'));
  await alert.getByRole('button', { name: 'Retry' }).click();

  await expect(page.getByText('Broken fixture mounted')).toBeVisible();
  await expect(alert).toHaveCount(0);
});

/** The header says how many plugins failed, on a page that works. */
async function expectFailureIndicator(page: Page) {
  await page.goto('/admin/system-notification');
  await expect(page.getByRole('heading', { level: 1, name: 'System notifications' })).toBeVisible();
  await expect(page.getByRole('button', { name: /\d+ plugins? failed to load/ })).toBeVisible();
}

test('a plugin that throws while its entry evaluates is named with its error, on its route and in the header afterwards', async ({ page }) => {
  // Its route comes from its manifest: its error shows where its page would be.
  await page.goto('/admin/broken-throws');
  const panel = errorPanel(page, 'broken-throws');
  await expect(panel).toHaveAttribute('data-error-kind', 'evaluation');
  await expect(panel).toContainText('broken-throws fixture: its entry throws while it evaluates');
  await expect(panel).toContainText('/plugins/broken-throws/plugin.js');
  // Elsewhere, the header still says a plugin failed.
  await page.getByRole('link', { name: /^Notifications, \d+ unread$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'System notifications' })).toBeVisible();
  await expect(page.getByRole('button', { name: /\d+ plugins? failed to load/ })).toBeVisible();
});

test('a plugin whose manifest fails the schema check is refused by the catalogue, named with the field, on every page', async ({ page }) => {
  await expectFailureIndicator(page);

  const panel = errorPanel(page, 'broken-schema');
  await expect(panel).toHaveAttribute('data-error-kind', 'invalid-manifest');
  await expect(panel).toContainText('broken-schema');
  await expect(panel).toContainText('extensions[0].properties.path');
  await expect(panel).toContainText('console.toolbar/widget');
});

test("a third party's plugin added by the import map alone is in the menu and shows the tenant", async ({ page }) => {
  await page.goto('/admin/system-notification');

  await page.getByRole('link', { name: 'Cloud cost' }).click();

  await expect(page).toHaveURL(/\/admin\/acme-cost$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Cloud cost' })).toBeVisible();
  await expect(page.getByText(/^Cloud spend for .+/)).toBeVisible();
});
