/**
 * Generated fixture plugins for the scale part of the console-load benchmark:
 * `npx tsx bench/consoleLoad/fixturePlugins.ts [count]` (the benchmark runs it
 * itself). Each is a small real plugin (a route with a page title and a menu
 * item, its own translations) written to `bench/.generated/plugins/<id>/`
 * (git-ignored) and built there with the SDK's rollup preset, as an outside
 * developer's plugin would be. A stamp of the generator and the preset keeps
 * later runs from building them again.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup, type OutputOptions } from 'rollup';
import { pluginConfig } from '../../sdk/build/pluginConfig.js';

const BENCH = join(dirname(fileURLToPath(import.meta.url)), '..');
export const GENERATED_PLUGINS = join(BENCH, '.generated', 'plugins');
const STAMP = join(BENCH, '.generated', 'stamp.json');

/** How many generated plugins the largest scale needs (14 first-party + 250 = 264). */
export const MAX_FIXTURE_PLUGINS = 250;

/** Id of the n-th generated plugin (1-based): `bench-001`. */
export const fixtureId = (n: number): string => `bench-${String(n).padStart(3, '0')}`;
/** Path of the n-th generated plugin's page (also its menu link). */
export const fixturePath = (n: number): string => `/admin/bench/${fixtureId(n)}`;

function sources(n: number): Record<string, string> {
  const id = fixtureId(n);
  const path = fixturePath(n);
  return {
    'package.json': `${JSON.stringify({ name: `@palisade-bench/${id}`, private: true, version: '1.0.0', type: 'module', palisade: { id } }, null, 2)}\n`,
    'src/plugin.ts': `import { definePlugin } from '@palisade/sdk';

/** Generated benchmark plugin ${n}: one page and its menu item. */
export default definePlugin({
  id: '${id}',
  version: '1.0.0',
  sdk: '^1.0.0',
  extensions: [
    {
      type: 'console.page/route',
      properties: { path: '${path}', module: 'DASHBOARD', component: () => import('./BenchPage') },
    },
    {
      type: 'console.navigation/item',
      properties: { id: '${id}', labelKey: 'menu.label', section: 'main', order: ${2000 + n}, href: '${path}', module: 'DASHBOARD' },
    },
  ],
  translations: { 'en-US': () => import('./locales/en-US.json') },
});
`,
    'src/BenchPage.tsx': `import { PageTitle, usePluginTranslation } from '@palisade/sdk';

export default function BenchPage() {
  const { t } = usePluginTranslation();
  return (
    <section aria-labelledby="bench-title">
      <PageTitle id="bench-title" title={t('page.title')} />
      <p>{t('page.body')}</p>
    </section>
  );
}
`,
    'src/locales/en-US.json': `${JSON.stringify({ menu: { label: `Bench ${n}` }, page: { title: `Bench page ${n}`, body: `Generated plugin ${n} of the console-load benchmark.` } }, null, 2)}\n`,
  };
}

/** What the built fixtures depend on: this generator and the SDK's build preset. */
function stampOf(count: number): string {
  const hash = createHash('sha256').update(readFileSync(fileURLToPath(import.meta.url))).update(String(count));
  const preset = join(BENCH, '..', 'sdk', 'build');
  for (const file of readdirSync(preset).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts')).sort()) {
    hash.update(readFileSync(join(preset, file)));
  }
  return hash.digest('hex');
}

async function buildOne(root: string): Promise<void> {
  const options = pluginConfig({ root });
  const bundle = await rollup({ ...options, onwarn: () => undefined });
  await bundle.write(options.output as OutputOptions);
  await bundle.close();
}

/**
 * Writes and builds `count` fixture plugins (unless the stamp says they are
 * current); returns each one's root (its build is in `<root>/dist`).
 */
export async function ensureFixturePlugins(count = MAX_FIXTURE_PLUGINS, log: (line: string) => void = () => undefined): Promise<string[]> {
  const roots = Array.from({ length: count }, (_, i) => join(GENERATED_PLUGINS, fixtureId(i + 1)));
  const stamp = stampOf(count);
  if (existsSync(STAMP) && (JSON.parse(readFileSync(STAMP, 'utf8')) as { stamp?: string }).stamp === stamp) return roots;
  rmSync(GENERATED_PLUGINS, { recursive: true, force: true });
  const started = Date.now();
  for (const [i, root] of roots.entries()) {
    for (const [file, text] of Object.entries(sources(i + 1))) {
      mkdirSync(dirname(join(root, file)), { recursive: true });
      writeFileSync(join(root, file), text);
    }
  }
  // Two builds at a time: esbuild transforms in its own process, rollup in this one.
  const queue = [...roots];
  await Promise.all(
    [0, 1].map(async () => {
      for (let root = queue.shift(); root !== undefined; root = queue.shift()) await buildOne(root);
    }),
  );
  writeFileSync(STAMP, JSON.stringify({ stamp }));
  log(`built ${count} fixture plugins with the SDK preset in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return roots;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const count = Number(process.argv[2] ?? MAX_FIXTURE_PLUGINS);
  ensureFixturePlugins(count, (line) => process.stdout.write(`${line}\n`)).then(
    (roots) => process.stdout.write(`${roots.length} fixture plugins in ${GENERATED_PLUGINS}\n`),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    },
  );
}
