import { join } from 'node:path';
import { rollup, type ModuleInfo } from 'rollup';
import { cssPlugin } from '../../sdk/build/cssPlugin.js';
import { sharedBindingsPlugin } from '../../sdk/build/sharedBindings.js';
import { SHARED_MODULES } from '../../sdk/build/sharedModules.js';
import { browserPlugins } from './browserPlugins.js';
import { REPO, SHARED_DIR } from './paths.js';

export interface SdkBuild {
  /** `@palisade/sdk`, `@palisade/sdk/host`, `@palisade/sdk/forms`, `@palisade/sdk/inventory` and `@palisade/sdk/charts` → URL. */
  urls: Map<string, string>;
  /** URL of the SDK's stylesheet, if it has one. */
  css: string | null;
}

const SDK_SRC = join(REPO, 'sdk', 'src');
const ENTRY_SPECIFIERS: Readonly<Record<string, string>> = { sdk: '@palisade/sdk', 'sdk-host': '@palisade/sdk/host', 'sdk-forms': '@palisade/sdk/forms',
  'sdk-inventory': '@palisade/sdk/inventory', 'sdk-charts': '@palisade/sdk/charts' };
/** Stylesheet of the SDK's shared UI components; the console links it from index.html. */
const SDK_CSS = join(SDK_SRC, 'ui', 'sdk.css');

/** Every module the given entries import statically, entries excluded: what every console page needs at once. */
function staticallyReachable(entries: readonly string[], info: (id: string) => ModuleInfo | null): Set<string> {
  const seen = new Set<string>();
  const queue = entries.flatMap((entry) => info(entry)?.importedIds ?? []);
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id) || entries.includes(id)) continue;
    const module = info(id);
    if (!module || module.isExternal) continue;
    seen.add(id);
    queue.push(...module.importedIds);
  }
  return seen;
}

/**
 * Builds the SDK's public, host-only, forms, inventory and charts entries in ONE rollup build, so they
 * share chunks and therefore module instances (one store, one runtime). What the public and host entries
 * import statically is one chunk (`sdk-core`): every page loads it, and as rollup's default split it was
 * seven small files, each a request before the dashboard's figures.
 */
export async function buildSdk(): Promise<SdkBuild> {
  const external = new Set(SHARED_MODULES.filter((m) => m.format !== 'sdk').map((m) => m.specifier));
  const alwaysLoaded = [join(SDK_SRC, 'index.ts'), join(SDK_SRC, 'host.ts')];
  let core: Set<string> | undefined;
  const bundle = await rollup({
    input: { sdk: join(SDK_SRC, 'index.ts'), 'sdk-host': join(SDK_SRC, 'host.ts'), 'sdk-forms': join(SDK_SRC, 'forms.ts'),
      'sdk-inventory': join(SDK_SRC, 'inventory.ts'), 'sdk-charts': join(SDK_SRC, 'charts.ts') },
    external: (id) => external.has(id),
    // The SDK's modules are evaluated once per console; entries must keep their exact export list.
    preserveEntrySignatures: 'strict',
    plugins: [
      {
        // Imports of the SDK from inside the SDK resolve to its sources, never to a second copy.
        name: 'palisade-sdk-self',
        resolveId(source) {
          if (source === '@palisade/sdk') return join(SDK_SRC, 'index.ts');
          if (source === '@palisade/sdk/host') return join(SDK_SRC, 'host.ts');
          if (source === '@palisade/sdk/forms') return join(SDK_SRC, 'forms.ts');
          if (source === '@palisade/sdk/inventory') return join(SDK_SRC, 'inventory.ts');
          if (source === '@palisade/sdk/charts') return join(SDK_SRC, 'charts.ts');
          return null;
        },
      },
      cssPlugin({ name: 'sdk', include: [SDK_CSS] }),
      sharedBindingsPlugin('The SDK'),
      ...browserPlugins({ sharedExternals: (id) => external.has(id) }),
    ],
    onwarn(warning, warn) {
      if (['CIRCULAR_DEPENDENCY', 'MODULE_LEVEL_DIRECTIVE', 'INVALID_ANNOTATION'].includes(warning.code ?? '')) return;
      warn(warning);
    },
  });
  const { output } = await bundle.write({
    dir: SHARED_DIR,
    format: 'system',
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: 'sdk-chunks/[name]-[hash].js',
    manualChunks(id, { getModuleInfo }) {
      core ??= staticallyReachable(alwaysLoaded, getModuleInfo);
      return core.has(id) ? 'sdk-core' : undefined;
    },
    assetFileNames: '[name]-[hash][extname]',
    sourcemap: true,
  });
  await bundle.close();
  const urls = new Map<string, string>();
  let css: string | null = null;
  for (const file of output) {
    if (file.type === 'chunk' && file.isEntry) {
      const specifier = ENTRY_SPECIFIERS[file.name];
      if (specifier === undefined) throw new Error(`SDK build: entry "${file.name}" has no import-map specifier`);
      urls.set(specifier, `/shared/${file.fileName}`);
    } else if (file.type === 'asset' && file.fileName.endsWith('.css')) {
      css = `/shared/${file.fileName}`;
    }
  }
  return { urls, css };
}
