#!/usr/bin/env node
// `npm run dev -w plugins/<id>`: rollup watch of the plugin in the current
// directory; the preset serves its dist/ with CORS on palisade.devPort.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const sdkRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(join(sdkRoot, 'package.json'));

// Only inside the SDK's own repository (the preset's TypeScript source beside
// this file) are the contracts and the preset compiled here; a packed SDK
// ships them built.
if (existsSync(join(sdkRoot, 'build', 'index.ts'))) {
  const tsc = require.resolve('typescript/bin/tsc');
  const contractsRoot = dirname(require.resolve('@palisade/contracts/package.json'));
  if (!existsSync(join(contractsRoot, 'dist', 'catalogue', 'index.js'))) {
    // The preset checks manifests with the contracts' schema; compile them once.
    const result = spawnSync(process.execPath, [tsc, '-p', join(contractsRoot, 'tsconfig.json')], { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
  if (!existsSync(join(sdkRoot, 'dist', 'build', 'index.js'))) {
    // The preset is TypeScript; compile it once so rollup.config.mjs can import it.
    const result = spawnSync(process.execPath, [tsc, '-p', join(sdkRoot, 'build', 'tsconfig.json')], { stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const rollup = join(dirname(require.resolve('rollup/package.json')), 'dist', 'bin', 'rollup');
const child = spawn(process.execPath, [rollup, '-c', '--watch', ...process.argv.slice(2)], { stdio: 'inherit' });
child.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
