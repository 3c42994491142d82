import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import type { Plugin } from 'rollup';
import { SHARED_MODULES, type SharedModule } from './sharedModules.js';

const require = createRequire(import.meta.url);

/**
 * Export names of a CommonJS package as its production build defines them
 * (React's development build exports more), read in a child process so the
 * current process's NODE_ENV and module cache do not matter.
 */
export function productionExportNames(specifier: string): string[] {
  const script = `process.stdout.write(JSON.stringify(Object.keys(require(${JSON.stringify(require.resolve(specifier))}))))`;
  const result = spawnSync(process.execPath, ['-e', script], { env: { ...process.env, NODE_ENV: 'production' }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`Could not read the exports of "${specifier}": ${result.stderr}`);
  return JSON.parse(result.stdout) as string[];
}

const cache = new Map<string, Promise<ReadonlySet<string> | null>>();

/** Names the console's System build of a shared module exports; null when unknown (the SDK, built from source). */
export function sharedExportNames(module: SharedModule): Promise<ReadonlySet<string> | null> {
  let names = cache.get(module.specifier);
  if (names === undefined) {
    names = (async () => {
      if (module.exports !== undefined) return new Set(module.exports);
      if (module.format === 'sdk') return null;
      if (module.format === 'cjs') return new Set(['default', ...productionExportNames(module.specifier)]);
      return new Set(Object.keys((await import(module.specifier)) as object));
    })();
    cache.set(module.specifier, names);
  }
  return names;
}

/**
 * Fails a build that imports a name a shared module does not export: with
 * System modules the import would silently be `undefined` at run time.
 * `subject` names the bundle in the message, e.g. `Plugin "profile"`.
 */
export function sharedBindingsPlugin(subject: string): Plugin {
  return {
    name: 'palisade-shared-bindings',
    async generateBundle(_options, bundle) {
      const problems: string[] = [];
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const [specifier, bindings] of Object.entries(chunk.importedBindings)) {
          const module = SHARED_MODULES.find((m) => m.specifier === specifier);
          if (module === undefined) continue;
          const names = await sharedExportNames(module);
          if (names === null) continue;
          const missing = bindings.filter((b) => b !== '*' && !names.has(b));
          if (missing.length > 0) {
            problems.push(
              `${subject} imports { ${missing.join(', ')} } from "${specifier}" (in ${chunk.fileName}), ` +
                `which the console's shared "${specifier}" does not export.` +
                (module.exports !== undefined ? ` It exports: ${module.exports.join(', ')}.` : ''),
            );
          }
        }
      }
      if (problems.length > 0) this.error(problems.join('\n'));
    },
  };
}
