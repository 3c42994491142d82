import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rollup } from 'rollup';
import { cssPlugin } from '../../sdk/build/cssPlugin.js';
import { sriHash } from '../../sdk/build/pluginManifest.js';
import { sharedBindingsPlugin } from '../../sdk/build/sharedBindings.js';
import { SHARED_MODULES } from '../../sdk/build/sharedModules.js';
import { bundleBootScripts } from './bootScript.js';
import { browserPlugins } from './browserPlugins.js';
import { BUILD_DIST as DIST, REPO } from './paths.js';

const ROOT_CONFIG = join(REPO, 'root-config');
/** Where index.html asks for the console's stylesheets; without it they go before `</head>`. */
export const STYLES_PLACEHOLDER = '<!--palisade-styles-->';

export interface RootConfigBuild {
  /** URL of the root config's entry module. */
  url: string;
  css: string | null;
  /**
   * What the entry asks for as soon as it runs, though not by a static import
   * (shared modules loaded on first use): listed in the entry's depcache, so
   * SystemJS and the page's preload links fetch them beside the entry.
   */
  startsWith: string[];
}

/**
 * Modules imported on demand that every signed-in page needs at once: kept in
 * the entry's file (with what they alone import), since a file of their own
 * would only cost a request more in the same wave.
 */
const IN_ENTRY = ['src/main.tsx', 'src/shell/App.tsx', 'src/registration/createPluginLifecycles.tsx'].map((file) => join(ROOT_CONFIG, file));
/** Shared modules the shell loads on first use, which comes at once: routing, and the HTTP client's ky. */
const FIRST_USE_SHARED = ['react-router', 'ky'];

/** Builds `root-config/src/main.tsx` (single-spa bundled in, shared modules external) into `dist/root-config/`. */
export async function buildRootConfig(): Promise<RootConfigBuild> {
  const external = new Set(SHARED_MODULES.map((m) => m.specifier));
  const bundle = await rollup({
    input: { 'root-config': join(ROOT_CONFIG, 'src', 'main.tsx') },
    external: (id) => external.has(id),
    plugins: [cssPlugin({ name: 'root-config' }), sharedBindingsPlugin('The root config'), ...browserPlugins({ sharedExternals: (id) => external.has(id) })],
    onwarn(warning, warn) {
      if (['CIRCULAR_DEPENDENCY', 'MODULE_LEVEL_DIRECTIVE', 'INVALID_ANNOTATION'].includes(warning.code ?? '')) return;
      warn(warning);
    },
  });
  const { output } = await bundle.write({
    dir: join(DIST, 'root-config'),
    format: 'system',
    entryFileNames: '[name]-[hash].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
    assetFileNames: '[name]-[hash][extname]',
    manualChunks: (id) => (IN_ENTRY.includes(id) ? 'root-config' : undefined),
    sourcemap: true,
  });
  await bundle.close();
  const entry = output.find((o) => o.type === 'chunk' && o.isEntry);
  if (entry === undefined) throw new Error('root-config: rollup produced no entry chunk');
  const css = output.find((o) => o.type === 'asset' && o.fileName.endsWith('.css'));
  const split = output.filter((o) => o.type === 'chunk' && !o.isEntry && o.facadeModuleId !== null && IN_ENTRY.includes(o.facadeModuleId));
  if (split.length > 0) throw new Error(`root-config: ${split.map((c) => c.fileName).join(', ')} should be in the entry's file`);
  return {
    url: `/root-config/${entry.fileName}`,
    css: css === undefined ? null : `/root-config/${css.fileName}`,
    startsWith: [...FIRST_USE_SHARED],
  };
}

/** Copies `root-config/public/*` to `dist/` and links the console's stylesheets from index.html. */
export function writePublicFiles(stylesheets: readonly string[]): void {
  const publicDir = join(ROOT_CONFIG, 'public');
  if (!existsSync(publicDir)) throw new Error(`root-config: ${publicDir} is missing (index.html and boot.js live there)`);
  cpSync(publicDir, DIST, { recursive: true });
  const indexFile = join(DIST, 'index.html');
  const html = readFileSync(indexFile, 'utf8');
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('\n    ');
  let result: string;
  if (html.includes(STYLES_PLACEHOLDER)) result = html.replace(STYLES_PLACEHOLDER, links);
  else if (html.includes('</head>')) result = html.replace(/\n?([ \t]*)<\/head>/, (_, indent: string) => `\n${indent}  ${links}\n${indent}</head>`);
  else throw new Error(`root-config: ${join(publicDir, 'index.html')} has neither ${STYLES_PLACEHOLDER} nor </head>`);
  writeFileSync(indexFile, result);
}

/** The line of boot.js the build fills in with import-map-overrides' hash. */
export const OVERRIDES_INTEGRITY_LINE = 'var OVERRIDES_INTEGRITY = null;';

function builtFileHash(src: string): string {
  const file = join(DIST, ...src.split('/'));
  if (!existsSync(file)) throw new Error(`root-config: index.html loads ${src}, which the build did not produce`);
  return sriHash(readFileSync(file));
}

/**
 * Puts an `integrity` hash, computed from the built files, on everything
 * index.html loads: import-map-overrides' hash into boot.js (which adds that
 * script itself), then every same-origin `<script src>` (boot.js and SystemJS, in one file)
 * and `<link rel="stylesheet">` (the SDK's and the root config's CSS).
 */
export function addIntegrity(indexFile: string): void {
  const bootFile = join(DIST, 'boot.js');
  const boot = readFileSync(bootFile, 'utf8');
  if (!boot.includes(OVERRIDES_INTEGRITY_LINE)) throw new Error(`root-config: boot.js has no "${OVERRIDES_INTEGRITY_LINE}" for the build to fill in`);
  writeFileSync(bootFile, boot.replace(OVERRIDES_INTEGRITY_LINE, `var OVERRIDES_INTEGRITY = '${builtFileHash('/vendor/import-map-overrides.js')}';`));
  bundleBootScripts(DIST);
  const html = readFileSync(indexFile, 'utf8')
    .replace(/<script src="(\/[^"]+)"><\/script>/g, (_, src: string) => `<script src="${src}" integrity="${builtFileHash(src)}"></script>`)
    .replace(/<link rel="stylesheet" href="(\/[^"]+)">/g, (_, href: string) => `<link rel="stylesheet" href="${href}" integrity="${builtFileHash(href)}">`);
  writeFileSync(indexFile, html);
}

/** Copies SystemJS and import-map-overrides into `dist/vendor/`. */
export function copyVendor(): void {
  const vendor = join(DIST, 'vendor');
  const files: ReadonlyArray<readonly [string, string]> = [
    ['systemjs/dist/system.min.js', 'system.min.js'],
    ['systemjs/dist/system.min.js.map', 'system.min.js.map'],
    ['import-map-overrides/dist/import-map-overrides.js', 'import-map-overrides.js'],
    ['import-map-overrides/dist/import-map-overrides.js.map', 'import-map-overrides.js.map'],
  ];
  for (const [from, to] of files) cpSync(join(REPO, 'node_modules', from), join(vendor, to));
}
