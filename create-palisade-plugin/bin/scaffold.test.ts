import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import satisfies from 'semver/functions/satisfies.js';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: plain JavaScript, run as it is published
import { PLUGIN_DEPENDENCIES, PLUGIN_DEV_DEPENDENCIES, scaffold } from './scaffold.mjs';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'create-palisade-plugin-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('create-palisade-plugin', () => {
  it('writes a plugin named after its directory: page, menu item, card at 100, translation, tests, configs, README', () => {
    const parent = tempDir();
    const files = scaffold({ dir: 'acme-inventory', sdk: '1.0.0', cwd: parent });

    expect(files).toEqual([
      '.gitignore',
      'README.md',
      'package.json',
      'playwright.config.ts',
      'rollup.config.mjs',
      'src/MainPage.test.tsx',
      'src/MainPage.tsx',
      'src/loadCount.test.ts',
      'src/loadCount.ts',
      'src/locales/en-US.json',
      'src/plugin.ts',
      'tests/smoke.spec.ts',
      'tsconfig.json',
      'vitest.config.ts',
    ]);
    const root = join(parent, 'acme-inventory');
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(pkg).toMatchObject({
      name: 'acme-inventory',
      palisade: { id: 'acme-inventory', devPort: 9200 },
      scripts: { build: 'palisade-plugin build', dev: 'palisade-plugin-dev', validate: 'palisade-plugin validate', test: 'vitest run' },
      devDependencies: { '@palisade/sdk': '^1.0.0', '@palisade/playwright': '^1.0.0' },
    });
    expect(pkg.scripts['test:browser']).toBe('playwright test');
    expect(readFileSync(join(root, 'tests', 'smoke.spec.ts'), 'utf8')).toContain("await page.goto('/admin/acme-inventory');");
    expect(readFileSync(join(root, 'playwright.config.ts'), 'utf8')).toContain("const DEV_SERVER = 'http://localhost:9200';");
    const plugin = readFileSync(join(root, 'src', 'plugin.ts'), 'utf8');
    expect(plugin).toContain("id: 'acme-inventory'");
    expect(plugin).toContain("sdk: '^1.0.0'");
    expect(plugin).toContain("path: '/admin/acme-inventory'");
    expect(plugin).toContain('appId: 100,');
    expect(JSON.parse(readFileSync(join(root, 'src', 'locales', 'en-US.json'), 'utf8')).menu).toEqual({ label: 'Acme Inventory' });
  });

  it('installs the SDK from a tarball path and declares the range of the tarball\'s version', () => {
    const parent = tempDir();
    writeFileSync(join(parent, 'palisade-sdk-1.3.2.tgz'), '');
    scaffold({ dir: 'acme-cost', sdk: './palisade-sdk-1.3.2.tgz', cwd: parent });

    const pkg = JSON.parse(readFileSync(join(parent, 'acme-cost', 'package.json'), 'utf8'));
    expect(pkg.devDependencies['@palisade/sdk']).toBe(`file:${join(parent, 'palisade-sdk-1.3.2.tgz')}`);
    expect(readFileSync(join(parent, 'acme-cost', 'src', 'plugin.ts'), 'utf8')).toContain("sdk: '^1.3.0'");
    // No @palisade/playwright tarball beside the SDK's: the published range of the SDK's version.
    expect(pkg.devDependencies['@palisade/playwright']).toBe('^1.3.0');
  });

  it('installs the Playwright fixtures from the tarball beside the SDK\'s, or the one --playwright names', () => {
    const parent = tempDir();
    for (const file of ['palisade-sdk-1.0.0.tgz', 'palisade-playwright-1.0.0.tgz', 'other-playwright.tgz']) writeFileSync(join(parent, file), '');
    scaffold({ dir: 'beside', sdk: './palisade-sdk-1.0.0.tgz', cwd: parent });
    scaffold({ dir: 'named', sdk: './palisade-sdk-1.0.0.tgz', playwright: './other-playwright.tgz', cwd: parent });
    const dependency = (dir: string) => JSON.parse(readFileSync(join(parent, dir, 'package.json'), 'utf8')).devDependencies['@palisade/playwright'];
    expect(dependency('beside')).toBe(`file:${join(parent, 'palisade-playwright-1.0.0.tgz')}`);
    expect(dependency('named')).toBe(`file:${join(parent, 'other-playwright.tgz')}`);
    expect(() => scaffold({ dir: 'missing', sdk: '1.0.0', playwright: './nowhere.tgz', cwd: parent })).toThrow(
      '--playwright ./nowhere.tgz: no such file (expected an @palisade/playwright tarball from npm pack, or a version)',
    );
    expect(existsSync(join(parent, 'missing'))).toBe(false);
  });

  it('refuses a directory that is not empty, an id the console refuses, a built-in card place and a missing --sdk, saying what is expected', () => {
    const parent = tempDir();
    writeFileSync(join(parent, 'notes.txt'), 'keep me');
    expect(() => scaffold({ dir: '.', id: 'acme-notes', sdk: '1.0.0', cwd: parent })).toThrow(`${parent} is not empty; expected a new or empty directory`);
    expect(readFileSync(join(parent, 'notes.txt'), 'utf8')).toBe('keep me');
    expect(() => scaffold({ dir: 'Acme_Inventory', sdk: '1.0.0', cwd: parent })).toThrow(
      'Plugin id "Acme_Inventory" (from the directory name): expected lower-case letters, digits and "-", starting with a letter, 2 to 49 characters, e.g. "acme-inventory"',
    );
    expect(() => scaffold({ dir: 'acme-x', sdk: '1.0.0', appId: 3, cwd: parent })).toThrow("--card-place 3: expected 100 or above (0 to 5 are the built-in cards')");
    expect(() => scaffold({ dir: 'acme-x', cwd: parent })).toThrow('--sdk is required');
    expect(() => scaffold({ dir: 'acme-x', sdk: 'latest', cwd: parent })).toThrow('--sdk latest: expected a version (1.0.0, ^1.0.0) or the path of an @palisade/sdk tarball');
  });

  it("asks for the versions of the shared modules and test tools this console is built and tested with", () => {
    const repo = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
    const ranges: Record<string, string> = { ...PLUGIN_DEPENDENCIES, ...PLUGIN_DEV_DEPENDENCIES };
    const outOfStep = Object.entries(ranges).flatMap(([name, range]) => {
      const installed = (JSON.parse(readFileSync(join(repo, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
      return satisfies(installed, range) ? [] : [`${name} ${installed} is outside ${range}`];
    });
    expect(outOfStep).toEqual([]);
  });
});
