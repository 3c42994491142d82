import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { card, manifest, menuItem, route } from '../../contracts/src/catalogue/testManifests.js';
import { validatePlugin } from './validatePlugin.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A built plugin package: package.json, its entry source, and `dist/` as given. */
function builtPlugin(dist: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'validate-plugin-'));
  dirs.push(root);
  writeFileSync(join(root, 'package.json'), JSON.stringify({ name: 'acme-inventory', version: '0.1.0', palisade: { id: 'acme-inventory' } }));
  mkdirSync(join(root, 'src'));
  writeFileSync(join(root, 'src', 'plugin.ts'), 'export default {};\n');
  for (const [name, text] of Object.entries(dist)) {
    mkdirSync(join(root, 'dist', name, '..'), { recursive: true });
    writeFileSync(join(root, 'dist', name), text);
  }
  return root;
}

const good = manifest('acme-inventory', [route('/admin/acme-inventory'), menuItem('acme-inventory', '/admin/acme-inventory'), card(100)], {
  labels: { 'menu.label': 'Inventory', 'card.title': 'Items' },
});

describe('palisade-plugin validate', () => {
  it('passes a build the console would accept', async () => {
    const root = builtPlugin({ 'manifest.json': JSON.stringify(good), 'plugin.js': 'System.register([], function () {});' });
    expect(await validatePlugin({ root })).toEqual({ ok: true, pluginId: 'acme-inventory' });
  });

  it('names a script that carries its own copy of React, and a card in a built-in place', async () => {
    const root = builtPlugin({
      'manifest.json': JSON.stringify({ ...good, extensions: [...good.extensions.slice(0, 2), card(2)] }),
      'plugin.js': 'System.register([], function () {});',
      'chunks/vendor-abc.js': 'var e = Symbol.for("react.transitional.element");',
    });
    const result = await validatePlugin({ root });
    expect(result.ok ? [] : result.problems).toEqual([
      'Plugin "acme-inventory" extensions[2].properties.appId: dashboard card place 2 is reserved for plugin "identities"; expected a card place no other plugin holds, 100 or above',
      `plugin "acme-inventory": dist/chunks/vendor-abc.js contains React's code ("react.transitional.element"); expected React to come from the console's import map (import "react", never a path inside it)`,
    ]);
  });

  it('asks for a build first when there is none', async () => {
    const root = builtPlugin({});
    expect(await validatePlugin({ root })).toMatchObject({ ok: false, message: 'plugin "acme-inventory": dist/manifest.json is missing; build the plugin first (npm run build)' });
  });
});
