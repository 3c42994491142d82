import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { afterEach, describe, expect, it } from 'vitest';
import { pluginConfig } from './pluginConfig.js';

const REPO = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dirs: string[] = [];

/** A throwaway plugin package inside the repository, so node_modules resolve as for a real plugin. */
function pluginPackage(files: Record<string, string>, palisade: Record<string, unknown> = {}): string {
  mkdirSync(join(REPO, '.tmp'), { recursive: true });
  const root = mkdtempSync(join(REPO, '.tmp', 'manifest-'));
  dirs.push(root);
  const all = { 'package.json': JSON.stringify({ name: '@acme/cost-plugin', version: '2.0.0', palisade: { id: 'acme-cost', ...palisade } }), ...files };
  for (const [name, content] of Object.entries(all)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), content);
  }
  return root;
}

/** Builds the package with the preset (written to disk, as `rollup -c` does) and returns its manifest. */
async function buildManifest(root: string): Promise<Record<string, unknown>> {
  const config = pluginConfig({ root });
  const bundle = await rollup({ ...config, onwarn: () => {} });
  try {
    const outputOptions = Array.isArray(config.output) ? config.output[0] : config.output;
    await bundle.write(outputOptions ?? {});
  } finally {
    await bundle.close();
  }
  return JSON.parse(readFileSync(join(root, 'dist', 'manifest.json'), 'utf8')) as Record<string, unknown>;
}

const plugin = (extensions: string) => `import { definePlugin } from '@palisade/sdk';
import { loadCost } from './loadCost';
export default definePlugin({
  id: 'acme-cost',
  version: '2.0.0',
  sdk: '^1.0.0',
  extensions: [${extensions}],
  flags: [{ key: 'cost', default: false }],
  actions: ['MANAGE_COST'],
  translations: { 'en-US': () => import('./locales/en-US.json') },
});
`;
const sources = {
  'src/loadCost.ts': `export const loadCost = async () => ({ value: 7 });\n`,
  'src/CostPage.tsx': `export default function CostPage() { return <h1>Cost</h1>; }\n`,
  'src/locales/en-US.json': JSON.stringify({ menu: { label: 'Cost' }, 'card.title': 'Cloud cost' }),
};

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the manifest the plugin build writes', () => {
  it('states every extension with code replaced by its output file, the translations and the en-US labels', { timeout: 60_000 }, async () => {
    const root = pluginPackage({
      ...sources,
      'src/plugin.ts': plugin(`
        { type: 'console.page/route', properties: { path: '/admin/cost/*', module: 'CLOUD_ASSETS', landing: 8, component: () => import('./CostPage') } },
        { type: 'console.navigation/item', properties: { id: 'cost', labelKey: 'menu.label', section: 'main', order: 5, href: '/admin/cost' } },
        { type: 'console.dashboard/card', properties: { appId: 100, titleKey: 'card.title', module: 'CLOUD_ASSETS', href: '/admin/cost', loadCount: loadCost } },
      `),
    });
    const manifest = await buildManifest(root);
    const files = Object.keys(manifest.files as object);
    const page = files.find((f) => /^chunks\/CostPage-[\w-]{8}\.js$/.test(f));
    const messages = files.find((f) => /^chunks\/en-US-[\w-]{8}\.js$/.test(f));
    expect(page).toBeDefined();
    expect(messages).toBeDefined();
    expect({ ...manifest, files: undefined }).toEqual({
      id: 'acme-cost',
      version: '2.0.0',
      sdk: '^1.0.0',
      files: undefined,
      extensions: [
        { type: 'console.page/route', properties: { path: '/admin/cost/*', module: 'CLOUD_ASSETS', landing: 8, component: { $code: page } } },
        { type: 'console.navigation/item', properties: { id: 'cost', labelKey: 'menu.label', section: 'main', order: 5, href: '/admin/cost' } },
        {
          type: 'console.dashboard/card',
          properties: { appId: 100, titleKey: 'card.title', module: 'CLOUD_ASSETS', href: '/admin/cost', loadCount: { $code: 'plugin.js' } },
        },
      ],
      flags: [{ key: 'cost', default: false }],
      actions: ['MANAGE_COST'],
      translations: { 'en-US': messages },
      labels: { 'menu.label': 'Cost', 'card.title': 'Cloud cost' },
    });
    expect(files).toContain('plugin.js');
  });

  it('fails the build naming the plugin and the field of a path without its leading slash', { timeout: 60_000 }, async () => {
    const root = pluginPackage({
      ...sources,
      'src/plugin.ts': plugin(`
        { type: 'console.page/route', properties: { path: '/admin/cost', component: () => import('./CostPage') } },
        { type: 'console.page/route', properties: { path: 'admin/cost-old', component: () => import('./CostPage') } },
      `),
    });
    await expect(buildManifest(root)).rejects.toThrow('plugin "acme-cost": extensions[1].properties.path: must start with "/"');
  });

  it("states the plugin's own modules, and fails the build naming the plugin and the field of a built-in id declared as its own", { timeout: 60_000 }, async () => {
    const withModules = (id: string) => plugin(`
        { type: 'console.page/route', properties: { path: '/admin/cost', module: '${id}', component: () => import('./CostPage') } },
      `).replace('  flags:', `  modules: [{ id: '${id}', name: 'Cloud cost', description: 'The cost page' }],\n  flags:`);
    const manifest = await buildManifest(pluginPackage({ ...sources, 'src/plugin.ts': withModules('acme.cost') }));
    expect(manifest.modules).toEqual([{ id: 'acme.cost', name: 'Cloud cost', description: 'The cost page' }]);
    await expect(buildManifest(pluginPackage({ ...sources, 'src/plugin.ts': withModules('ALERTS') }))).rejects.toThrow(
      'plugin "acme-cost": modules[0].id: "ALERTS" is a built-in module id',
    );
  });

  it('fails the build when a label key has no en-US text', { timeout: 60_000 }, async () => {
    const root = pluginPackage({
      ...sources,
      'src/plugin.ts': plugin(`
        { type: 'console.navigation/item', properties: { id: 'cost', labelKey: 'menu.title', section: 'main', order: 5, href: '/admin/cost' } },
      `),
    });
    await expect(buildManifest(root)).rejects.toThrow('plugin "acme-cost": labels: no en-US text for label key "menu.title" (extensions[0])');
  });

  it("fails the build when the plugin needs another SDK or takes a path of the console it is checked against", { timeout: 60_000 }, async () => {
    const alerts = {
      id: 'alerts',
      version: '1.0.0',
      sdk: '^1.0.0',
      files: { 'plugin.js': `sha384-${'A'.repeat(64)}` },
      extensions: [{ type: 'console.page/route', properties: { path: '/admin/alerts/*', component: { $code: 'plugin.js' } } }],
      flags: [],
      actions: [],
      translations: {},
      labels: {},
    };
    const root = pluginPackage(
      {
        ...sources,
        'catalogue.json': JSON.stringify({ plugins: [{ id: 'alerts', manifest: alerts }], problems: [], reservedCardPlaces: {} }),
        'src/plugin.ts': plugin(`{ type: 'console.page/route', properties: { path: '/admin/alerts/cost', component: () => import('./CostPage') } }`).replace(
          "sdk: '^1.0.0'",
          "sdk: '^2.0.0'",
        ),
      },
      { console: 'catalogue.json' },
    );
    const error = await buildManifest(root).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(error?.message).toContain('plugin "acme-cost": sdk: "^2.0.0" excludes the console\'s SDK 1.0.0');
    expect(error?.message).toContain(
      'Plugin "acme-cost" extensions[0].properties.path: path "/admin/alerts/cost" overlaps path "/admin/alerts/*" of plugin "alerts", which keeps it',
    );
  });

  it('writes the manifest of a package that turns the check off, for the console to refuse', { timeout: 60_000 }, async () => {
    const root = pluginPackage(
      { ...sources, 'src/plugin.ts': plugin(`{ type: 'console.page/route', properties: { path: 'admin/cost', component: () => import('./CostPage') } }`) },
      { checkManifest: false },
    );
    const manifest = await buildManifest(root);
    expect(manifest.extensions).toEqual([
      { type: 'console.page/route', properties: { path: 'admin/cost', component: { $code: expect.stringMatching(/^chunks\/CostPage-[\w-]{8}\.js$/) } } },
    ]);
  });
});
