/**
 * The floor page: what the dashboard's figures cost with nothing but react,
 * react-dom, single-spa and one component that fetches the six counts. Built
 * with the console's own rollup plugins to a hashed SystemJS module, loaded by
 * SystemJS with the console's shared react builds, under the console's CSP
 * and compression, from the same server: `/floor/index.html`.
 *
 * Its import map is inline in the page (the one thing a console can do to
 * spare the import-map round trip) and carries the depcache and integrity of
 * what it maps, as the console's does.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rollup } from 'rollup';
import { browserPlugins } from '../../scripts/build/browserPlugins.js';
import { sriHash } from '../../sdk/build/pluginManifest.js';
import { precompressLike } from './precompress.js';

const HERE = dirname(fileURLToPath(import.meta.url));
/** The modules the floor takes from the console's import map (react and react-dom, as the console shares them). */
const SHARED = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'] as const;
export const FLOOR_PATH = '/floor/index.html';

interface ImportMapJson {
  imports: Record<string, string>;
  depcache?: Record<string, string[]>;
  integrity?: Record<string, string>;
}

const hashOf = (text: string): string => createHash('sha256').update(text).digest('base64url').slice(0, 8);

/** Builds the floor page into `<consoleDir>/floor/`; `consoleMap` is the console's import map (for react's URLs). */
export async function buildFloorPage(consoleDir: string, consoleMap: ImportMapJson): Promise<void> {
  const outDir = join(consoleDir, 'floor');
  mkdirSync(outDir, { recursive: true });
  const external = new Set<string>(SHARED);
  const bundle = await rollup({
    input: { floor: join(HERE, 'floor', 'floorApp.tsx') },
    external: (id) => external.has(id),
    plugins: browserPlugins({ sharedExternals: (id) => external.has(id) }),
    onwarn: () => undefined,
  });
  const { output } = await bundle.write({ dir: outDir, format: 'system', entryFileNames: '[name]-[hash].js', chunkFileNames: '[name]-[hash].js', sourcemap: true });
  await bundle.close();
  const entry = output.find((o) => o.type === 'chunk' && o.isEntry);
  if (entry === undefined || entry.type !== 'chunk') throw new Error('Floor page: rollup produced no entry chunk');
  const entryUrl = `/floor/${entry.fileName}`;

  const boot = readFileSync(join(HERE, 'floor', 'floorBoot.js'), 'utf8');
  const bootName = `boot-${hashOf(boot)}.js`;
  writeFileSync(join(outDir, bootName), boot);

  const imports: Record<string, string> = { '@palisade-bench/floor': entryUrl };
  for (const specifier of SHARED) {
    const url = consoleMap.imports[specifier];
    if (url === undefined) throw new Error(`Floor page: the console's import map has no "${specifier}"`);
    imports[specifier] = url;
  }
  const urls = new Set(Object.values(imports));
  const pick = <T>(record: Record<string, T> | undefined) => Object.fromEntries(Object.entries(record ?? {}).filter(([url]) => urls.has(url)));
  const integrity = { ...pick(consoleMap.integrity), [entryUrl]: sriHash(Buffer.from(entry.code)) };
  const depcache = { ...pick(consoleMap.depcache), [entryUrl]: entry.imports.filter((i) => external.has(i)) };
  const map = JSON.stringify({ imports, depcache, integrity }).replace(/</g, '\\u003c');
  const system = readFileSync(join(consoleDir, 'vendor', 'system.min.js'));
  writeFileSync(
    join(outDir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Floor page</title>
    <script type="systemjs-importmap">${map}</script>
    <script src="/vendor/system.min.js" integrity="${sriHash(system)}"></script>
    <script src="/floor/${bootName}" integrity="${sriHash(Buffer.from(boot))}"></script>
  </head>
  <body>
    <div id="floor-root"></div>
  </body>
</html>
`,
  );
  precompressLike(consoleDir, outDir);
}
