#!/usr/bin/env node
// `palisade-plugin build` (rollup with the plugin's preset config, then the
// checks) and `palisade-plugin validate` (the console's checks on a built
// plugin), run in the plugin's directory.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const USAGE = `Usage: palisade-plugin build [rollup options]
       palisade-plugin validate [--console <catalogue or import map: URL or file>] [--console-sdk <version>] [--dir <plugin directory>]

build runs rollup -c (the plugin's rollup.config.mjs, the SDK's preset) and
then validate. validate checks the built plugin (dist/manifest.json) as the console will: the manifest
schema, its SDK range against the console's SDK, the console's own routes,
paths, menu ids and card places other plugins hold, reserved card places,
and that no script bundles a shared module. Without --console it checks
against this SDK's version, the built-in card places and the console's routes.
PALISADE_CONSOLE, or "palisade": { "console": ... } in package.json, names a
console too.`;

const [command, ...rest] = process.argv.slice(2);
if (command === undefined || command === '--help' || command === '-h') {
  process.stdout.write(`${USAGE}\n`);
  process.exit(command === undefined ? 2 : 0);
}
const sdkRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
if (command === 'build') {
  const rollup = join(dirname(createRequire(join(sdkRoot, 'package.json')).resolve('rollup/package.json')), 'dist', 'bin', 'rollup');
  const result = spawnSync(process.execPath, [rollup, '-c', ...rest], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  rest.length = 0;
} else if (command !== 'validate') {
  process.stderr.write(`palisade-plugin: unknown command "${command}"\n\n${USAGE}\n`);
  process.exit(2);
}
let values;
try {
  ({ values } = parseArgs({ args: rest, options: { console: { type: 'string' }, 'console-sdk': { type: 'string' }, dir: { type: 'string' } } }));
} catch (error) {
  process.stderr.write(`palisade-plugin validate: ${error.message}\n\n${USAGE}\n`);
  process.exit(2);
}

const preset = join(sdkRoot, 'dist', 'build', 'index.js');
if (!existsSync(preset)) {
  process.stderr.write(`palisade-plugin: ${preset} is missing; in the SDK's repository run npm run build first\n`);
  process.exit(2);
}
const { validatePlugin } = await import(pathToFileURL(preset).href);
try {
  const result = await validatePlugin({
    root: values.dir ?? process.cwd(),
    console: values.console ?? (process.env.PALISADE_CONSOLE || undefined),
    sdkVersion: values['console-sdk'],
  });
  if (!result.ok) {
    process.stderr.write(`${result.message}\n`);
    process.exit(1);
  }
  process.stdout.write(`plugin "${result.pluginId}": valid for the console\n`);
} catch (error) {
  process.stderr.write(`palisade-plugin validate: ${error.message}\n`);
  process.exit(1);
}
