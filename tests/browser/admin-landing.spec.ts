import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/signIn';

/** The eight areas in the landing page's order, with the page each tile opens. */
const AREAS = [
  ['Users and groups', '/admin/configuration/users'],
  ['Roles', '/admin/configuration/userroles'],
  ['API keys', '/admin/configuration/api-keys'],
  ['Trusted IPs', '/admin/configuration/trusted-ip'],
  ['Business units', '/admin/configuration/business-units'],
  ['Single sign-on', '/admin/configuration/idp'],
  ['Integrations', '/admin/configuration/integrations'],
  ['Audit logs', '/admin/configuration/audit-logs'],
] as const;

const tiles = (page: Page) => page.getByRole('navigation', { name: 'Administration areas' }).getByRole('link');

async function expectAllTiles(page: Page) {
  await expect(tiles(page)).toHaveCount(AREAS.length);
  for (const [i, [title, href]] of AREAS.entries()) {
    await expect(tiles(page).nth(i)).toContainText(title);
    await expect(tiles(page).nth(i)).toHaveAttribute('href', href);
  }
}

test('the admin opens Administration from the menu and finds one tile per area, each opening its page', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/dashboard/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Administration' }).click();
  await nav.getByRole('link', { name: 'Overview' }).click();
  await expect(page).toHaveURL(/\/admin\/configuration$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  await expectAllTiles(page);
  for (const [title, href] of AREAS) {
    await tiles(page).filter({ hasText: title }).click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toHaveCount(0);
    await page.goBack();
    await expect(tiles(page)).toHaveCount(AREAS.length);
  }
});

test('the reviewer sees the same tiles', async ({ page }) => {
  await signIn(page, { email: 'reviewer@acme.test' });
  await page.goto('/admin/configuration');
  await expectAllTiles(page);
  await tiles(page).filter({ hasText: 'Roles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Roles' })).toBeVisible();
});

test('the tiles work by keyboard: Tab moves between them, Enter opens one', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/configuration');
  await expect(tiles(page)).toHaveCount(AREAS.length);
  await tiles(page).first().focus();
  for (const [title] of AREAS.slice(1, 4)) {
    await page.keyboard.press('Tab');
    await expect(tiles(page).filter({ hasText: title })).toBeFocused();
  }
  await page.keyboard.press('Shift+Tab');
  await expect(tiles(page).filter({ hasText: 'API keys' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/configuration\/api-keys$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
});
