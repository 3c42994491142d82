import { expect, test, type Page } from '@playwright/test';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { replaceInFile, startLocalPluginDev, type LocalPluginDev } from './support/localPluginDev';
import { DEMO_PASSWORD, signIn } from './support/signIn';
import { CHROMIUM_PATH } from '../../scripts/chromiumPath';

const OVERRIDE_KEY = 'import-map-override:@palisade-plugins/profile';
const LOCAL_TITLE = 'Profile (local build)';
const PROD_HOST = 'console.palisade.example';

/** The banner the shell shows while any override is active. */
const overrideBanner = (page: Page) => page.locator(':is([role=status], [role=region])', { hasText: 'Overrides active' });

let local: LocalPluginDev;

// Both tests share one dev server; the first edits its sources.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // A developer's edit to the profile plugin, served by `npm run dev` of a copy of it.
  local = await startLocalPluginDev('plugins/profile', (root) =>
    replaceInFile(localeFile(root), '"title": "Profile"', `"title": "${LOCAL_TITLE}"`),
  );
});

test.afterAll(async () => {
  await local?.close();
});

const localeFile = (root: string) => join(root, 'src', 'locales', 'en-US.json');

test('a localStorage override replaces the built plugin with the local one, under a banner naming it', async ({ page }) => {
  // It waits up to 30 s for the watcher's rebuild, on top of four page loads.
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/admin/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile', exact: true })).toBeVisible();
  await expect(overrideBanner(page)).toHaveCount(0);

  await page.evaluate(([key, url]) => window.localStorage.setItem(key, url), [OVERRIDE_KEY, local.entryUrl] as const);
  await page.reload();

  await expect(page.getByRole('heading', { level: 1, name: LOCAL_TITLE })).toBeVisible();
  await expect(overrideBanner(page)).toBeVisible();
  await expect(overrideBanner(page)).toContainText('profile');

  // The watcher rebuilds on the next edit; a reload shows it.
  const before = await local.entryText();
  replaceInFile(localeFile(local.root), LOCAL_TITLE, 'Profile (edited again)');
  await expect.poll(() => local.entryText(), { timeout: 30_000 }).not.toBe(before);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile (edited again)' })).toBeVisible();

  await page.evaluate((key) => window.localStorage.removeItem(key), OVERRIDE_KEY);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Profile', exact: true })).toBeVisible();
  await expect(overrideBanner(page)).toHaveCount(0);
});

test('an override active on the sign-in page shows the same banner as after sign-in', async ({ page }) => {
  await page.goto('/login');
  await page.evaluate(([key, url]) => window.localStorage.setItem(key, url), [OVERRIDE_KEY, local.entryUrl] as const);
  await page.reload();

  await expect(page.getByLabel('Email')).toBeVisible();
  await expect(overrideBanner(page)).toBeVisible();
  await expect(overrideBanner(page)).toContainText('Overridden plugin: profile');
  await expect(overrideBanner(page)).toContainText(local.entryUrl);
});

test('under a prod host name the same override is refused and no banner shows', async ({ playwright }) => {
  const base = new URL(process.env.PALISADE_BASE_URL ?? '');
  const browser = await playwright.chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', `--host-resolver-rules=MAP ${PROD_HOST} 127.0.0.1`],
  });
  try {
    const page = await browser.newPage();
    const prodUrl = `http://${PROD_HOST}:${base.port}`;
    await page.goto(`${prodUrl}/`);
    // Sign in from the page: the API request context resolves names without chromium's mapping.
    const status = await page.evaluate(async (password) => {
      const session = (await (await fetch('/bff/session')).json()) as { csrfToken: string };
      const login = await fetch('/bff/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-CSRF-Token': session.csrfToken },
        body: JSON.stringify({ email: 'admin@acme.test', password }),
      });
      return login.status;
    }, DEMO_PASSWORD);
    expect(status).toBe(200);
    await page.evaluate(([key, url]) => window.localStorage.setItem(key, url), [OVERRIDE_KEY, local.entryUrl] as const);
    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));

    await page.goto(`${prodUrl}/admin/profile`);

    await expect(page.getByRole('heading', { level: 1, name: 'Profile', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: /^Profile \(/ })).toHaveCount(0);
    await expect(overrideBanner(page)).toHaveCount(0);
    // The developer tools are not offered either.
    await expect(page.getByRole('heading', { name: 'Developer tools' })).toHaveCount(0);
    // The developer is told, once, that the override is ignored here.
    expect(messages.filter((m) => m.includes('overrides are refused'))).toEqual([
      `warning: Palisade: import-map overrides are refused on ${PROD_HOST} (environment "prod"), so the stored override is ignored: ` +
        '@palisade-plugins/profile. Overrides work on local, dev and int hosts, or where the server runs with PALISADE_ALLOW_OVERRIDES=1.',
    ]);
  } finally {
    await browser.close();
  }
});

test('an overriding file that does not match its own manifest is refused, naming the file', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/profile');
  await page.evaluate(([key, url]) => window.localStorage.setItem(key, url), [OVERRIDE_KEY, local.entryUrl] as const);
  // Changed after the build wrote its manifest: not what the developer's build produced.
  appendFileSync(join(local.root, 'dist', 'plugin.js'), '\n;window.__palisadeTampered = true;\n');

  await page.reload();

  const panel = page.locator('[data-plugin-id="profile"]');
  await expect(panel).toHaveAttribute('data-error-kind', 'integrity');
  await expect(panel).toContainText(`File ${local.entryUrl} of plugin "profile" does not match its integrity hash`);
  expect(await page.evaluate(() => (window as { __palisadeTampered?: boolean }).__palisadeTampered === true)).toBe(false);
  await expect(overrideBanner(page)).toContainText('profile');
});

test("an override with another id cannot take a deployed plugin's route: the deployed page stays and the conflict names both", async ({ page }) => {
  test.setTimeout(120_000);
  // A copy of the profile plugin renamed: it claims /admin/profile and the menu id "profile", both deployed profile's.
  const impostor = await startLocalPluginDev('plugins/profile', (root) => {
    replaceInFile(join(root, 'src', 'plugin.ts'), "id: 'profile',\n  version", "id: 'acme-profile',\n  version");
    replaceInFile(join(root, 'package.json'), '"id": "profile"', '"id": "acme-profile"');
    replaceInFile(localeFile(root), '"title": "Profile"', '"title": "Profile (impostor)"');
  });
  try {
    await signIn(page);
    await page.goto('/admin/profile');
    await page.evaluate((url) => window.localStorage.setItem('import-map-override:@palisade-plugins/acme-profile', url), impostor.entryUrl);
    await page.reload();

    await expect(page.getByRole('heading', { level: 1, name: 'Profile', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile (impostor)' })).toHaveCount(0);
    await expect(overrideBanner(page)).toContainText('acme-profile');
    await page.getByRole('button', { name: /\d+ plugins? failed to load/ }).waitFor();
    const conflict = page.locator('[data-plugin-id="acme-profile"][data-error-kind="conflict"]').first();
    await expect(conflict).toContainText('"/admin/profile"');
    await expect(conflict).toContainText('plugin "profile"');
  } finally {
    await page.evaluate(() => window.localStorage.removeItem('import-map-override:@palisade-plugins/acme-profile')).catch(() => undefined);
    await impostor.close();
  }
});
