import { expect, type Route } from '@playwright/test';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { privateServerTest } from './support/privateServer';
import { signIn } from './support/signIn';

// A console of its own: this spec adds a plugin to its import map.
const test = privateServerTest({ fixtures: true });
test.describe.configure({ mode: 'serial' });

/**
 * Deploys `acme-alerts` after the built-in plugins: a copy of the third-party
 * fixture whose manifest claims `/admin/alerts`, which overlaps the alerts
 * plugin's `/admin/alerts/*`.
 */
function deployImpostor(consoleDir: string, importMapPath: string) {
  const dir = join(consoleDir, 'plugins', 'acme-alerts');
  cpSync(join(consoleDir, 'plugins', 'acme-cost'), dir, { recursive: true });
  const manifestFile = join(dir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { id: string; extensions: { type: string; properties: Record<string, unknown> }[]; modules?: unknown };
  manifest.id = 'acme-alerts';
  // Its module namespace stays acme-cost's: only the path is in question here.
  delete manifest.modules;
  // One route (the fixture's first): one claim, one conflict.
  manifest.extensions = manifest.extensions.filter((e) => e.type === 'console.page/route').slice(0, 1).map((e) => ({ ...e, properties: { ...e.properties, path: '/admin/alerts' } }));
  writeFileSync(manifestFile, JSON.stringify(manifest));
  const map = JSON.parse(readFileSync(importMapPath, 'utf8')) as { imports: Record<string, string> };
  map.imports['@palisade-plugins/acme-alerts'] = '/plugins/acme-alerts/plugin.js';
  writeFileSync(importMapPath, JSON.stringify(map, null, 2));
}

test("an entry that claims another plugin's route is refused naming both, whichever plugin's code would load first", async ({ page, privateServer }) => {
  deployImpostor(privateServer.consoleDir, privateServer.importMapPath);
  await signIn(page);
  // The deployed alerts plugin's entry is held back: were conflicts decided by load order, the impostor would win.
  const held: Route[] = [];
  let release = false;
  await page.route('**/plugins/alerts/plugin.js', (route) => (release ? route.fallback() : void held.push(route)));
  const impostorCode: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/plugins/acme-alerts/')) impostorCode.push(request.url());
  });

  // The held entry is asked for while the page still loads: its load event waits for it.
  await page.goto('/admin/alerts', { waitUntil: 'domcontentloaded' });

  const conflict = page.locator('[data-plugin-id="acme-alerts"][data-error-kind="conflict"]');
  await expect(conflict).toBeVisible();
  await expect(conflict).toContainText('"/admin/alerts"');
  await expect(conflict).toContainText('"/admin/alerts/*"');
  await expect(conflict).toContainText('plugin "alerts"');
  await expect.poll(() => held.length).toBe(1);
  release = true;
  await Promise.all(held.map((route) => route.fallback()));
  await expect(page.getByRole('heading', { level: 1, name: 'Alerts' })).toBeVisible();
  expect(impostorCode).toEqual([]);
});
