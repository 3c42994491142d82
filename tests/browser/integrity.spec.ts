import { expect, type Page } from '@playwright/test';
import { appendFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';

// A copy of the console whose files this spec alters on disk.
const test = privateServerTest({ fixtures: true });
test.describe.configure({ mode: 'serial' });

/** What an attacker with write access to the served files would add: code that runs in the console. */
const TAMPER = '\n;window.__palisadeTampered = true;\n';

const tampered = (page: Page) => page.evaluate(() => (window as { __palisadeTampered?: boolean }).__palisadeTampered === true);

test('a plugin entry altered on disk is refused: its error panel names the file and its code never runs', async ({ page, privateServer }) => {
  appendFileSync(join(privateServer.consoleDir, 'plugins', 'acme-cost', 'plugin.js'), TAMPER);
  await signIn(page);

  await page.goto('/admin/acme-cost');

  const panel = page.locator('[data-plugin-id="acme-cost"]');
  await expect(panel).toHaveAttribute('data-error-kind', 'integrity');
  await expect(panel).toContainText('File refused');
  await expect(panel).toContainText(`File ${privateServer.url}/plugins/acme-cost/plugin.js of plugin "acme-cost" does not match its integrity hash`);
  expect(await tampered(page)).toBe(false);
  // Every other plugin still loads.
  await page.goto('/admin/system-notification');
  await expect(page.getByRole('heading', { level: 1, name: 'System notifications' })).toBeVisible();
});

test('a dynamically imported page chunk altered on disk is refused, named in the plugin\'s error', async ({ page, privateServer }) => {
  const chunks = join(privateServer.consoleDir, 'plugins', 'profile', 'chunks');
  const pageChunk = readdirSync(chunks).find((name) => /^ProfilePage-[\w-]+\.js$/.test(name));
  if (pageChunk === undefined) throw new Error(`no ProfilePage chunk in ${chunks}`);
  appendFileSync(join(chunks, pageChunk), TAMPER);
  await signIn(page);

  await page.goto('/admin/profile');

  const alert = page.locator('[data-plugin-root="profile"] [role="alert"]');
  await expect(alert).toContainText('"profile" stopped working');
  await expect(alert).toContainText(`File ${privateServer.url}/plugins/profile/chunks/${pageChunk} of plugin "profile" does not match its integrity hash`);
  expect(await tampered(page)).toBe(false);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});
