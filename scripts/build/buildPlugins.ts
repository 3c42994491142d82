import { spawn } from 'node:child_process';
import { cpSync, existsSync, readdirSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { readPluginPackage, type PluginPackageInfo } from '../../sdk/build/pluginConfig.js';
import { REPO } from './paths.js';

const ROLLUP_BIN = join(REPO, 'node_modules', 'rollup', 'dist', 'bin', 'rollup');

/** Plugin package directories under `parent` (those with a package.json). */
export function pluginDirs(parent: string): string[] {
  if (!existsSync(parent)) return [];
  return readdirSync(parent)
    .map((name) => join(parent, name))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .sort();
}

/** A plugin whose own rollup build failed; the message names the plugin and carries rollup's output. */
export class PluginBuildError extends Error {
  override readonly name = 'PluginBuildError';
  constructor(
    readonly pluginId: string,
    output: string,
  ) {
    super(`Plugin "${pluginId}" failed to build:\n${output.trim()}`);
  }
}

/** Runs the plugin's own `rollup -c` (its one-line preset config) in its directory. */
function rollupBuild(info: PluginPackageInfo): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [ROLLUP_BIN, '-c', '--silent'], {
      cwd: info.root,
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolvePromise() : reject(new PluginBuildError(info.id, output))));
  });
}

async function pool<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  const errors: unknown[] = [];
  await Promise.all(
    Array.from({ length: Math.max(1, Math.min(size, queue.length)) }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
        await run(item).catch((error: unknown) => errors.push(error));
      }
    }),
  );
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, errors.map((e) => String((e as Error).message)).join('\n\n'));
}

/**
 * Builds every plugin package found in `parents` (in parallel, one rollup
 * process each) and copies each `dist/` to `<target>/plugins/<id>/`.
 */
export async function buildPlugins(parents: readonly string[], target: string): Promise<PluginPackageInfo[]> {
  const infos = parents.flatMap(pluginDirs).map(readPluginPackage);
  const seen = new Map<string, string>();
  for (const info of infos) {
    const other = seen.get(info.id);
    if (other !== undefined) throw new Error(`Plugin id "${info.id}" is used by both ${other} and ${info.root}`);
    seen.set(info.id, info.root);
  }
  await pool(infos, Math.max(2, cpus().length), async (info) => {
    await rollupBuild(info);
    cpSync(join(info.root, 'dist'), join(target, 'plugins', info.id), { recursive: true });
  });
  return infos;
}
