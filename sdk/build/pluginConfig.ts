import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import type { Plugin, RollupOptions } from 'rollup';
import esbuild from 'rollup-plugin-esbuild';
import { cssPlugin } from './cssPlugin.js';
import { devServerPlugin } from './devServer.js';
import { jsonPlugin } from './jsonPlugin.js';
import { pluginManifestPlugin } from './pluginManifest.js';
import { sharedBindingsPlugin } from './sharedBindings.js';
import { sharedCheckPlugin } from './sharedCheck.js';
import { isPluginShared } from './sharedModules.js';

/** What the preset read from a plugin package. */
export interface PluginPackageInfo {
  id: string;
  version: string;
  root: string;
  input: string;
  devPort: number;
  /** Whether the build checks the manifest (`palisade.checkManifest`, true unless a test fixture turns it off). */
  checkManifest: boolean;
  /** The console to check against (`PALISADE_CONSOLE`, else `palisade.console`): a catalogue or import map, URL or file. */
  console?: string;
}

export interface PluginConfigOptions {
  /** Plugin package directory; defaults to the current directory (where `rollup -c` runs). */
  root?: string;
  /** Output directory, relative to `root`; `dist` by default. */
  outDir?: string;
  /** Extra rollup plugins, run before the preset's own. */
  plugins?: Plugin[];
}

/** A plugin package.json that cannot be built; the message names the package and the field. */
export class PluginPackageError extends Error {
  override readonly name = 'PluginPackageError';
}

const ID_PATTERN = /^[a-z0-9][a-z0-9-]*$/;

/** Reads id (`palisade.id`, else the unscoped package name), version, entry and dev port of a plugin package. */
export function readPluginPackage(root: string): PluginPackageInfo {
  const file = join(root, 'package.json');
  const pkg = JSON.parse(readFileSync(file, 'utf8')) as {
    name?: string;
    version?: string;
    palisade?: { id?: string; devPort?: number; checkManifest?: boolean; console?: string };
  };
  const id = pkg.palisade?.id ?? pkg.name?.split('/').pop() ?? '';
  if (!ID_PATTERN.test(id)) {
    throw new PluginPackageError(`${file}: plugin id "${id}" (palisade.id or name) must match ${ID_PATTERN}`);
  }
  const input = ['src/plugin.tsx', 'src/plugin.ts'].map((f) => join(root, f)).find((f) => existsSync(f));
  if (input === undefined) {
    throw new PluginPackageError(`Plugin "${id}": no entry; expected src/plugin.tsx or src/plugin.ts in ${root}`);
  }
  const devPort = pkg.palisade?.devPort ?? 9101;
  if (!Number.isInteger(devPort) || devPort <= 0 || devPort > 65535) {
    throw new PluginPackageError(`Plugin "${id}": palisade.devPort ${String(devPort)} is not a TCP port`);
  }
  const consoleSource = process.env.PALISADE_CONSOLE || pkg.palisade?.console;
  return {
    id,
    version: pkg.version ?? '0.0.0',
    root,
    input,
    devPort,
    checkManifest: pkg.palisade?.checkManifest !== false,
    // A file is relative to the package, where `rollup -c` runs.
    ...(consoleSource ? { console: /^https?:\/\//i.test(consoleSource) ? consoleSource : resolve(root, consoleSource) } : {}),
  };
}

/**
 * The rollup preset every plugin uses: System format, `plugin.js` entry plus
 * hashed chunks, shared modules external, CSS extracted into
 * `plugin-[hash].css` and listed by the entry's `__palisadeCss` export,
 * source maps, the shared-module check, and `manifest.json`: the plugin's
 * declaration (its definition with code replaced by output files, checked
 * with the console's schema) and every script and stylesheet with its SRI
 * hash (the console refuses a file that
 * does not match). Under `rollup -c --watch` it also
 * serves the output with CORS on `palisade.devPort`.
 *
 * @example
 * ```js
 * // plugins/<id>/rollup.config.mjs
 * import { pluginConfig } from '@palisade/sdk/build';
 * export default pluginConfig();
 * ```
 */
export function pluginConfig(options: PluginConfigOptions = {}): RollupOptions {
  const root = resolve(options.root ?? process.cwd());
  const info = readPluginPackage(root);
  const outDir = join(root, options.outDir ?? 'dist');
  const watching = process.env.ROLLUP_WATCH === 'true';
  let cleaned = false;

  return {
    input: info.input,
    external: (id) => isPluginShared(id),
    treeshake: { moduleSideEffects: (id, external) => !external },
    plugins: [
      ...(options.plugins ?? []),
      {
        name: 'palisade-clean',
        buildStart() {
          if (cleaned) return;
          cleaned = true;
          rmSync(outDir, { recursive: true, force: true });
        },
      },
      sharedCheckPlugin(info.id, root),
      sharedBindingsPlugin(`Plugin "${info.id}"`),
      cssPlugin({ name: 'plugin', exportFrom: info.input }),
      jsonPlugin(),
      replace({
        preventAssignment: true,
        values: { 'process.env.NODE_ENV': JSON.stringify(watching ? 'development' : 'production') },
      }),
      nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.jsx', '.ts', '.tsx', '.json'] }),
      commonjs(),
      esbuild({ target: 'es2022', jsx: 'automatic', minify: !watching, sourceMap: true }),
      pluginManifestPlugin({ id: info.id, version: info.version, dir: outDir, input: info.input, check: info.checkManifest, ...(info.console ? { console: info.console } : {}) }),
      ...(watching ? [devServerPlugin({ id: info.id, dir: outDir, port: info.devPort })] : []),
    ],
    output: {
      dir: outDir,
      format: 'system',
      entryFileNames: 'plugin.js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      assetFileNames: '[name]-[hash][extname]',
      sourcemap: true,
    },
    onwarn(warning, warn) {
      if (warning.code === 'CIRCULAR_DEPENDENCY' && warning.ids?.some((id) => id.includes('node_modules'))) return;
      // Libraries' "use client" and misplaced /*#__PURE__*/ comments are harmless in a browser bundle.
      if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'INVALID_ANNOTATION') return;
      warn(warning);
    },
  };
}
