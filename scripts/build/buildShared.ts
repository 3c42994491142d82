import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
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

/** Files of `modules`' package that their `stubs` replace, by absolute path. */
function stubFiles(modules: readonly SharedModule[]): Map<string, string> {
  const files = new Map<string, string>();
  for (const m of modules) {
    for (const [path, source] of Object.entries(m.stubs ?? {})) {
      const file = join(REPO, 'node_modules', m.packageName, path);
      if (!existsSync(file)) throw new Error(`Shared module "${m.specifier}": stub for ${path}, which ${m.packageName} does not have`);
      files.set(file, source);
    }
  }
  return files;
}

function wrapperPlugin(sources: ReadonlyMap<string, string>, stubs: ReadonlyMap<string, string>): Plugin {
  return {
    name: 'palisade-shared-wrapper',
    resolveId: (source) => (sources.has(source) ? source : productionEntry(source)),
    load: (loaded) => sources.get(loaded) ?? stubs.get(loaded) ?? null,
  };
}

interface GroupBuild {
  /** Specifier → URL of its entry. */
  urls: Array<[string, string]>;
  /** Every file written, relative to `dist/shared/`. */
  files: string[];
}

/**
 * The entry of modules served as one file: every name of every one of them.
 * CommonJS modules' `default` is one object with all their members, so a
 * default import of any of them finds its members there.
 */
export function fileSource(modules: readonly SharedModule[]): string {
  const formats = new Set(modules.map((m) => m.format));
  if (formats.size !== 1) throw new Error(`Shared file "${modules[0]?.file ?? ''}": mixes ${[...formats].join(' and ')} modules`);
  if (modules[0]?.format !== 'cjs') return modules.map((m) => `export * from ${JSON.stringify(m.specifier)};\n`).join('');
  const exported = new Set<string>(['default']);
  const lines = modules.map((m, i) => `import m${i} from ${JSON.stringify(m.specifier)};\n`);
  lines.push(`export default Object.assign({}, ${modules.map((_, i) => `m${modules.length - 1 - i}`).join(', ')});\n`);
  modules.forEach((m, i) => {
    const names = productionExportNames(m.specifier).filter((n) => IDENTIFIER.test(n) && !exported.has(n));
    for (const n of names) exported.add(n);
    if (names.length > 0) lines.push(`export const { ${names.join(', ')} } = m${i};\n`);
  });
  return lines.join('');
}

interface BuildEntry {
  /** File-name stem of the entry. */
  name: string;
  source: string;
  /** Specifiers the import map points at this entry. */
  specifiers: readonly string[];
}

/** A build unit's entries: one per module, or one for modules served as one file. */
async function unitEntries(modules: readonly SharedModule[]): Promise<BuildEntry[]> {
  const file = modules[0]?.file;
  if (file !== undefined) return [{ name: sharedFileStem(file), source: fileSource(modules), specifiers: modules.map((m) => m.specifier) }];
  return Promise.all(modules.map(async (m) => ({ name: sharedFileStem(m.specifier), source: await wrapperSource(m), specifiers: [m.specifier] })));
}

/**
 * Builds third-party shared modules of one group or file (or one alone) to
 * `dist/shared/<stem>-[hash].js`, a group's common code to
 * `dist/shared/<group>-chunks/`, every other shared module external.
 */
async function buildGroup(modules: readonly SharedModule[]): Promise<GroupBuild> {
  const inGroup = new Set(modules.map((m) => m.specifier));
  const others = new Set(SHARED_MODULES.map((m) => m.specifier).filter((s) => !inGroup.has(s)));
  const entries = await unitEntries(modules);
  const sources = new Map(entries.map((e) => [`\0palisade-shared:${e.name}`, e.source] as const));
  const bundle = await rollup({
    input: Object.fromEntries(entries.map((e) => [e.name, `\0palisade-shared:${e.name}`])),
    external: (id) => others.has(id),
    preserveEntrySignatures: 'allow-extension',
    plugins: [wrapperPlugin(sources, stubFiles(modules)), ...browserPlugins({ sharedExternals: (id) => others.has(id) })],
    onwarn(warning, warn) {
      if (['CIRCULAR_DEPENDENCY', 'THIS_IS_UNDEFINED', 'MODULE_LEVEL_DIRECTIVE', 'INVALID_ANNOTATION'].includes(warning.code ?? '')) return;
      warn(warning);
    },
  });
  const { output } = await bundle.write({
    dir: SHARED_DIR,
    format: 'system',
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: `${sharedFileStem(modules[0]?.group ?? 'shared')}-chunks/[name]-[hash].js`,
    sourcemap: true,
  });
  await bundle.close();
  const urls = entries.flatMap((e) => {
    const entry = output.find((o) => o.type === 'chunk' && o.isEntry && o.name === e.name);
    if (entry === undefined) throw new Error(`Shared module "${e.specifiers.join('", "')}": rollup produced no entry chunk`);
    return e.specifiers.map((specifier): [string, string] => [specifier, `/shared/${entry.fileName}`]);
  });
  const files = output.flatMap((o) => (o.type === 'chunk' && o.map !== null ? [o.fileName, `${o.fileName}.map`] : [o.fileName]));
  return { urls, files };
}

/** Shared modules in build order: a file's or group's modules together, every other module alone. */
function buildUnits(modules: readonly SharedModule[]): SharedModule[][] {
  const units = new Map<string, SharedModule[]>();
  for (const m of modules) {
    const key = m.file !== undefined ? `file:${m.file}` : (m.group ?? `\0${m.specifier}`);
    units.set(key, [...(units.get(key) ?? []), m]);
  }
  return [...units.values()];
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
    return new Map(Object.entries((JSON.parse(readFileSync(manifest, 'utf8')) as { urls: Record<string, string> }).urls));
  }
  const builds = await Promise.all(buildUnits(modules).map(buildGroup));
  const urls = new Map(builds.flatMap((b) => b.urls));
  rmSync(cacheDir, { recursive: true, force: true });
  mkdirSync(join(cacheDir, 'files'), { recursive: true });
  for (const file of builds.flatMap((b) => b.files)) {
    mkdirSync(dirname(join(cacheDir, 'files', file)), { recursive: true });
    cpSync(join(SHARED_DIR, file), join(cacheDir, 'files', file));
  }
  writeFileSync(manifest, JSON.stringify({ urls: Object.fromEntries(urls) }));
  return urls;
}
