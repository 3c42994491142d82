import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DIST, REPO } from './paths.js';

const STAMP = join(DIST, '.build-stamp');
/** Everything a build reads; a change under any of these makes `dist/` stale. */
const SOURCES = [
  'package-lock.json',
  'import-map.json',
  'contracts/src',
  'sdk/src',
  'sdk/build',
  'root-config',
  'plugins',
  'tests/fixtures',
  'server/src',
  'scripts/build',
];
const SKIP = new Set(['node_modules', 'dist']);

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) {
    if (!SKIP.has(name)) newest = Math.max(newest, newestMtime(join(path, name)));
  }
  return newest;
}

/** Whether sources changed since the last successful build (or there was none). */
export function isBuildStale(): boolean {
  if (!existsSync(STAMP) || !existsSync(join(REPO, 'server', 'dist', 'app.js'))) return true;
  const built = statSync(STAMP).mtimeMs;
  return SOURCES.some((source) => newestMtime(join(REPO, source)) > built);
}

export function writeBuildStamp(): void {
  writeFileSync(STAMP, `${new Date().toISOString()}\n`);
}
