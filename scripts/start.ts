/**
 * `npm start`: builds the console when sources changed since the last build,
 * then serves it with the demo data on PORT (8080 by default).
 */
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO } from './build/paths.js';
import { isBuildStale } from './build/stamp.js';

if (isBuildStale()) {
  process.stdout.write('Building the console (sources changed since the last build)…\n');
  const build = spawnSync(process.execPath, [join(REPO, 'node_modules', 'tsx', 'dist', 'cli.mjs'), join(REPO, 'scripts', 'build', 'build.ts')], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, [join(REPO, 'server', 'dist', 'main.js')], {
  stdio: 'inherit',
  env: { PALISADE_DEMO: '1', PORT: '8080', ...process.env },
});
server.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
