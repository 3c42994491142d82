import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rollup, type Plugin } from 'rollup';
import { productionExportNames } from '../../sdk/build/sharedBindings.js';
import { SHARED_MODULES, type SharedModule } from '../../sdk/build/sharedModules.js';
import { browserPlugins } from './browserPlugins.js';
import { REPO, SHARED_DIR } from './paths.js';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** File-name stem of a shared module: `react-dom/client` → `react-dom-client`. */
export function sharedFileStem(specifier: string): string {
  return specifier.replace(/^@palisade\//, '').replace(/^@/, '').replace(/\//g, '-');
}

/** Wrapper entry that re-exports a shared module with its real export names (CJS packages have none statically). */
export async function wrapperSource(module: SharedModule): Promise<string> {
  const spec = JSON.stringify(module.specifier);
  if (module.format === 'cjs') {
    const names = productionExportNames(module.specifier).filter((n) => n !== 'default' && IDENTIFIER.test(n));
    return `import m from ${spec};\nexport default m;\nexport const { ${names.join(', ')} } = m;\n`;
  }
  if (module.exports !== undefined) return `export { ${module.exports.join(', ')} } from ${spec};\n`;
  const namespace = (await import(module.specifier)) as Record<string, unknown>;
  const hasDefault = 'default' in namespace;
  return `export * from ${spec};\n${hasDefault ? `export { default } from ${spec};\n` : ''}`;
}

/**
 * Packages whose `exports` only expose a development build although they
 * publish a production one next to it.
 */
const PRODUCTION_ENTRIES: Readonly<Record<string, string>> = {
  'react-router': 'react-router/dist/production/index.mjs',
};

function productionEntry(specifier: string): string | null {
  const path = PRODUCTION_ENTRIES[specifier];
  if (path === undefined) return null;
  const file = join(REPO, 'node_modules', path);
  return existsSync(file) ? file : null;
}

function wrapperPlugin(id: string, source: string): Plugin {
  return {
    name: 'palisade-shared-wrapper',
    resolveId: (source_) => (source_ === id ? id : productionEntry(source_)),
    load: (loaded) => (loaded === id ? source : null),
  };
}

/** Builds one third-party shared module to `dist/shared/<stem>-[hash].js`, every other shared module external. */
async function buildOne(module: SharedModule): Promise<[string, string]> {
  const entryId = `\0palisade-shared:${module.specifier}`;
  const others = new Set(SHARED_MODULES.map((m) => m.specifier).filter((s) => s !== module.specifier));
  const bundle = await rollup({
    input: { [sharedFileStem(module.specifier)]: entryId },
    external: (id) => others.has(id),
    plugins: [wrapperPlugin(entryId, await wrapperSource(module)), ...browserPlugins({ sharedExternals: (id) => others.has(id) })],
    onwarn(warning, warn) {
      if (['CIRCULAR_DEPENDENCY', 'THIS_IS_UNDEFINED', 'MODULE_LEVEL_DIRECTIVE', 'INVALID_ANNOTATION'].includes(warning.code ?? '')) return;
      warn(warning);
    },
  });
  const { output } = await bundle.write({
    dir: SHARED_DIR,
    format: 'system',
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: '[name]-[hash].js',
    sourcemap: true,
  });
  await bundle.close();
  const entry = output.find((o) => o.type === 'chunk' && o.isEntry);
  if (entry === undefined) throw new Error(`Shared module "${module.specifier}": rollup produced no entry chunk`);
  return [module.specifier, `/shared/${entry.fileName}`];
}

/**
 * Cache key of the third-party shared builds: installed versions of their
 * packages plus this build's own code. They change only on upgrades, so most
 * builds copy them from node_modules/.cache instead of rebuilding.
 */
function cacheKey(modules: readonly SharedModule[]): string {
  const hash = createHash('sha256');
  for (const name of [...new Set(modules.map((m) => m.packageName)), 'scheduler', 'rollup', 'rollup-plugin-esbuild', 'esbuild']) {
    const manifest = join(REPO, 'node_modules', name, 'package.json');
    hash.update(`${name}@${existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version : '?'}\n`);
  }
  for (const file of ['buildShared.ts', 'browserPlugins.ts', '../../sdk/build/sharedModules.ts']) {
    hash.update(readFileSync(join(import.meta.dirname, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Builds every non-SDK shared module (or copies the cached build); returns specifier → URL. */
export async function buildSharedModules(): Promise<Map<string, string>> {
  const modules = SHARED_MODULES.filter((m) => m.format !== 'sdk');
  const cacheDir = join(REPO, 'node_modules', '.cache', 'palisade-shared', cacheKey(modules));
  const manifest = join(cacheDir, 'manifest.json');
  if (existsSync(manifest)) {
    cpSync(join(cacheDir, 'files'), SHARED_DIR, { recursive: true });
    return new Map(Object.entries(JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, string>));
  }
  const urls = new Map(await Promise.all(modules.map(buildOne)));
  rmSync(cacheDir, { recursive: true, force: true });
  mkdirSync(join(cacheDir, 'files'), { recursive: true });
  for (const url of urls.values()) {
    const name = url.replace(/^\/shared\//, '');
    for (const file of [name, `${name}.map`]) cpSync(join(SHARED_DIR, file), join(cacheDir, 'files', file));
  }
  writeFileSync(manifest, JSON.stringify(Object.fromEntries(urls)));
  return urls;
}
