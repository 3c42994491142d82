import SqliteDatabase from 'better-sqlite3';
import { expect } from '@playwright/test';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';

// It takes every module from the viewer's role: a server of this file's own.
const test = privateServerTest();
test.describe.configure({ mode: 'serial' });

test('a signed-in user whose group grants no module gets a page that says so, and can sign out', async ({ page, privateServer }) => {
  // No form makes such a role (a role needs a module), but data can hold one: a module retired, a role edited in the database.
  const db = new SqliteDatabase(privateServer.databasePath);
  try {
    db.prepare(`DELETE FROM role_modules WHERE role_id = 'rol_tnt_acme_viewer'`).run();
  } finally {
    db.close();
  }

  await signIn(page, { email: 'viewer@acme.test' });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'You do not have access to any page' })).toBeVisible();
  await expect(page.getByText('your group grants no module of the console')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);

  // A module's address typed by hand shows the same page, not the module.
  await page.goto('/admin/alerts');
  await expect(page.getByRole('heading', { name: 'You do not have access to any page' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await (await page.request.get('/bff/session')).json()).authenticated).toBe(false);
});
