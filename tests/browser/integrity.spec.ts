import { expect, type Page } from '@playwright/test';
import { appendFileSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';

// A copy of the console whose files this spec alters on disk.
const test = privateServerTest({ fixtures: true });
test.describe.configure({ mode: 'serial' });

/** What an attacker with write access to the served files would add: code that runs in the console. */
const TAMPER = '\n;window.__palisadeTampered = true;\n';

/** A rule an altered stylesheet would add; a refused sheet never sets it. */
const TAMPER_CSS = '\nhtml { --palisade-tampered: 1; }\n';

/** Alters a served file as an attacker with write access would: the file and the precompressed copies sent in its place. */
function tamper(file: string, addition: string): void {
  appendFileSync(file, addition);
  const altered = readFileSync(file);
  if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(altered));
  if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(altered));
}

const tampered = (page: Page) => page.evaluate(() => (window as { __palisadeTampered?: boolean }).__palisadeTampered === true);

test('a plugin entry altered on disk is refused: its error panel names the file and its code never runs', async ({ page, privateServer }) => {
  tamper(join(privateServer.consoleDir, 'plugins', 'acme-cost', 'plugin.js'), TAMPER);
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
  tamper(join(chunks, pageChunk), TAMPER);
  await signIn(page);

  await page.goto('/admin/profile');

  const alert = page.locator('[data-plugin-root="profile"] [role="alert"]');
  await expect(alert).toContainText('"profile" stopped working');
  await expect(alert).toContainText(`File ${privateServer.url}/plugins/profile/chunks/${pageChunk} of plugin "profile" does not match its integrity hash`);
  expect(await tampered(page)).toBe(false);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

const styledByTamperedSheet = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--palisade-tampered').trim() !== '');

/** Resolves with the first browser console message matching `pattern`. */
const consoleMessage = (page: Page, pattern: RegExp) =>
  page.waitForEvent('console', { predicate: (message) => pattern.test(message.text()), timeout: 15_000 }).then((message) => message.text());

test('a plugin stylesheet altered on disk is refused: its error panel names the file and its rules never apply', async ({ page, privateServer }) => {
  const dir = join(privateServer.consoleDir, 'plugins', 'system-notifications');
  const sheet = readdirSync(dir).find((name) => /^plugin-[\w-]+\.css$/.test(name));
  if (sheet === undefined) throw new Error(`no stylesheet in ${dir}`);
  tamper(join(dir, sheet), TAMPER_CSS);
  await signIn(page);

  await page.goto('/admin/system-notification');

  const panel = page.locator('[data-plugin-id="system-notifications"]');
  await expect(panel).toHaveAttribute('data-error-kind', 'integrity');
  await expect(panel).toContainText('File refused');
  await expect(panel).toContainText(
    `File ${privateServer.url}/plugins/system-notifications/${sheet} of plugin "system-notifications" does not match its integrity hash`,
  );
  expect(await styledByTamperedSheet(page)).toBe(false);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('an altered import-map-overrides is refused: its code never runs, overrides are off and the console says so', async ({ page, privateServer }) => {
  tamper(join(privateServer.consoleDir, 'vendor', 'import-map-overrides.js'), TAMPER);
  const refused = consoleMessage(page, /import-map-overrides\.js did not load/);

  // localhost is a "local" host, where boot.js loads import-map-overrides once the developer tools are on.
  await page.addInitScript(() => window.localStorage.setItem('devtools', 'true'));
  await page.goto('/');

  expect(await refused).toBe(
    'Palisade: /vendor/import-map-overrides.js did not load (missing, or refused for not matching its integrity hash), so import-map overrides are off.',
  );
  expect(await tampered(page)).toBe(false);
  expect(await page.evaluate(() => 'importMapOverrides' in window)).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("an altered console stylesheet linked from index.html is refused and the page still works", async ({ page, privateServer }) => {
  const index = readFileSync(join(privateServer.consoleDir, 'index.html'), 'utf8');
  const href = /<link rel="stylesheet" href="(\/root-config\/[^"]+\.css)" integrity="sha384-/.exec(index)?.[1];
  if (href === undefined) throw new Error('index.html links no root-config stylesheet with an integrity hash');
  tamper(join(privateServer.consoleDir, ...href.split('/')), TAMPER_CSS);
  const refused = consoleMessage(page, /integrity/);

  await page.goto('/');

  expect(await refused).toContain(`${privateServer.url}${href}`);
  expect(await styledByTamperedSheet(page)).toBe(false);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
