import { existsSync, realpathSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { Plugin } from 'rollup';
import { HOST_ONLY_SPECIFIERS, isPluginShared, packageOf, SHARED_PACKAGES } from './sharedModules.js';

/** A plugin bundle broke the shared-module rule; the message names the plugin and the module. */
export class SharedModuleBundledError extends Error {
  override readonly name = 'SharedModuleBundledError';
  constructor(
    readonly pluginId: string,
    readonly moduleId: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Real directories of the shared packages as seen from `root` (workspace symlinks resolved). */
export function sharedPackageDirs(root: string): Map<string, string> {
  const dirs = new Map<string, string>();
  for (const name of SHARED_PACKAGES) {
    let dir = root;
    for (;;) {
      const candidate = join(dir, 'node_modules', name);
      if (existsSync(join(candidate, 'package.json'))) {
        dirs.set(name, realpathSync(candidate));
        break;
      }
      const parent = dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  return dirs;
}

/** The shared package that owns file `id`, if any. */
export function owningSharedPackage(id: string, dirs: ReadonlyMap<string, string>): string | null {
  const file = id.replace(/^\0/, '').split('?')[0] ?? '';
  for (const [name, dir] of dirs) {
    if (file === dir || file.startsWith(dir + sep)) {
      // The SDK's own node_modules (if any) are not the SDK.
      if (file.slice(dir.length + 1).split(sep).includes('node_modules')) continue;
      return name;
    }
  }
  return null;
}

/**
 * Fails a plugin build that would carry its own copy of a shared module (two
 * Reacts, two jotai stores) or that imports the host-only SDK API.
 */
export function sharedCheckPlugin(pluginId: string, root: string): Plugin {
  const dirs = sharedPackageDirs(root);
  return {
    name: 'palisade-shared-check',
    resolveId(source, importer) {
      const from = importer === undefined ? '' : ` (imported by ${relative(root, importer)})`;
      if (HOST_ONLY_SPECIFIERS.includes(source)) {
        this.error(
          new SharedModuleBundledError(
            pluginId,
            source,
            `Plugin "${pluginId}" imports "${source}"${from}: that API is for the root config only. Use "@palisade/sdk".`,
          ),
        );
      }
      const pkg = packageOf(source);
      if (pkg !== null && SHARED_PACKAGES.includes(pkg) && !isPluginShared(source)) {
        this.error(
          new SharedModuleBundledError(
            pluginId,
            source,
            `Plugin "${pluginId}" imports "${source}"${from}, which would bundle a copy of the shared package "${pkg}". ` +
              `Import only the shared specifiers of the import map (see SHARED_MODULES in @palisade/sdk/build).`,
          ),
        );
      }
      return null;
    },
    load(id) {
      const pkg = owningSharedPackage(id, dirs);
      if (pkg !== null) {
        this.error(
          new SharedModuleBundledError(
            pluginId,
            id,
            `Plugin "${pluginId}" would bundle "${relative(root, id.replace(/^\0/, ''))}" from the shared package "${pkg}". ` +
              `Shared modules come from the console's import map; import them by their bare specifier.`,
          ),
        );
      }
      return null;
    },
  };
}
