#!/usr/bin/env node
// `npm pack` / `npm publish` of @palisade/sdk (prepack): what a plugin outside
// this repository installs. The workspace itself reads the TypeScript source
// (the "@palisade/source" export condition, tsconfig paths, vitest aliases).
//
// - dist/*.js: the runtime entries as ESM, one bundle per entry with shared
//   chunks (one copy of the console's atoms and contexts for the plugin's
//   code and for @palisade/sdk/testing);
// - dist/build/index.js: the rollup preset, the dev server and the checks the
//   CLI runs, for Node;
// - dist/types/**, dist/build/*.d.ts: declarations, relative imports written
//   with `.js` so that `moduleResolution: "node16"` resolves them as well as
//   `"bundler"`.
// The console's schemas (@palisade/contracts, not published) are compiled
// into these outputs, their declarations under dist/types/contracts/; every
// other dependency stays an import.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const sdkRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(sdkRoot, 'package.json'));
const tsc = require.resolve('typescript/bin/tsc');
// Built beside dist/ and swapped in at the end: a dev server or build reading dist/ meanwhile keeps working.
const dist = mkdtempSync(join(sdkRoot, '.dist-'));

function fail(args, status) {
  process.stderr.write(`@palisade/sdk package build failed: node ${args.map((a) => relative(sdkRoot, a) || a).join(' ')}\n`);
  rmSync(dist, { recursive: true, force: true });
  process.exit(status ?? 1);
}

function run(args) {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit', cwd: sdkRoot });
  if (result.status !== 0) fail(args, result.status);
}

function runAsync(args) {
  return new Promise((resolve) => {
    spawn(process.execPath, args, { stdio: 'inherit', cwd: sdkRoot }).once('exit', (status) => {
      if (status !== 0) fail(args, status);
      resolve();
    });
  });
}

function filesUnder(dir, suffix) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path, suffix) : path.endsWith(suffix) ? [path] : [];
  });
}

// Compiled incrementally with the console build's build info: unchanged contracts are not written again.
const contractsRoot = dirname(require.resolve('@palisade/contracts/package.json'));
const tscCache = join(dirname(require.resolve('typescript/package.json')), '..', '.cache', 'palisade-tsc');
const contractsInfo = join(tscCache, 'contracts.tsbuildinfo');
// tsc trusts its build info even when the output was deleted: start over then.
if (!existsSync(join(contractsRoot, 'dist', 'index.js'))) rmSync(contractsInfo, { force: true });
run([tsc, '-p', join(contractsRoot, 'tsconfig.json'), '--incremental', '--tsBuildInfoFile', contractsInfo]);

// The preset's and the runtime's declarations do not depend on each other: compiled side by side.
await Promise.all([
  runAsync([tsc, '-p', join(sdkRoot, 'build', 'tsconfig.json'), '--outDir', join(dist, 'build')]),
  runAsync([tsc, '-p', join(sdkRoot, 'tsconfig.package.json'), '--declarationDir', join(dist, 'types')]),
]);

const pkg = JSON.parse(readFileSync(join(sdkRoot, 'package.json'), 'utf8'));
const dependencies = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
// Each dependency, and any subpath of one, stays an import.
const external = dependencies.flatMap((name) => [name, `${name}/*`]);
const common = { bundle: true, format: 'esm', target: 'es2022', sourcemap: true, external, logLevel: 'warning' };

await build({
  ...common,
  entryPoints: ['index', 'host', 'forms', 'inventory', 'charts', 'testing'].map((name) => join(sdkRoot, 'src', `${name}.ts`)),
  outdir: dist,
  splitting: true,
  platform: 'neutral',
  jsx: 'automatic',
  chunkNames: 'chunks/[name]-[hash]',
});

// The preset as one module: tsc's per-file output goes, its declarations stay.
for (const file of filesUnder(join(dist, 'build'), '.js')) rmSync(file);
for (const file of filesUnder(join(dist, 'build'), '.js.map')) rmSync(file);
await build({
  ...common,
  entryPoints: [join(sdkRoot, 'build', 'index.ts')],
  outfile: join(dist, 'build', 'index.js'),
  platform: 'node',
  target: 'node20',
  external: [...external, 'typescript'],
});

// The contracts' declarations the SDK's own refer to.
const contractTypes = join(dist, 'types', 'contracts');
cpSync(join(contractsRoot, 'dist'), contractTypes, { recursive: true, filter: (src) => statSync(src).isDirectory() || src.endsWith('.d.ts') });
const CONTRACT_ENTRIES = { '@palisade/contracts': 'index.js', '@palisade/contracts/catalogue': 'catalogue/index.js', '@palisade/contracts/catalogue/kinds': 'catalogue/kinds/index.js' };

const SPECIFIER = /((?:from|import)\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*|@palisade\/contracts[^'"]*)\2/g;
const asRelative = (path) => (path.startsWith('.') ? path : `./${path}`);
for (const file of [...filesUnder(join(dist, 'types'), '.d.ts'), ...filesUnder(join(dist, 'build'), '.d.ts')]) {
  const text = readFileSync(file, 'utf8');
  const rewriteLine = (line) =>
    // TSDoc examples (`() => import('./Page')`) stay as written.
    /^\s*(\*|\/\/)/.test(line)
      ? line
      : line.replace(SPECIFIER, (whole, lead, quote, specifier) => {
          const contract = CONTRACT_ENTRIES[specifier];
          if (contract !== undefined) return `${lead}${quote}${asRelative(relative(dirname(file), join(contractTypes, contract)))}${quote}`;
          if (specifier.startsWith('@')) throw new Error(`${relative(sdkRoot, file)}: no declarations for ${specifier}`);
          if (/\.(js|json|css)$/.test(specifier)) return whole;
          const base = join(dirname(file), specifier);
          if (existsSync(`${base}.d.ts`)) return `${lead}${quote}${specifier}.js${quote}`;
          if (existsSync(join(base, 'index.d.ts'))) return `${lead}${quote}${specifier}/index.js${quote}`;
          throw new Error(`${relative(sdkRoot, file)}: cannot resolve ${specifier}`);
        });
  const rewritten = text.split('\n').map(rewriteLine).join('\n');
  if (rewritten !== text) writeFileSync(file, rewritten);
}
const target = join(sdkRoot, 'dist');
const old = `${target}.old-${process.pid}`;
if (existsSync(target)) renameSync(target, old);
renameSync(dist, target);
rmSync(old, { recursive: true, force: true });
// dist/build now holds the bundled preset: the console build compiles its own again next time.
rmSync(join(tscCache, 'sdk-build.tsbuildinfo'), { force: true });
process.stdout.write('@palisade/sdk: built dist (runtime, types, build preset)\n');
