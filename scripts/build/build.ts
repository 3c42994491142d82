/**
 * `npm run build`: server, SDK tooling, shared modules, SDK, root config,
 * plugins and fixtures, import map, bundle checks, precompressed copies.
 * Steps that do not depend on each other run in parallel.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { checkBuiltConsole } from '../../sdk/build/bundleCheck.js';
import { depcache } from '../../sdk/build/depcache.js';
import { consoleImportMap, parsePluginImportMap, type ImportMap } from '../../sdk/build/importMap.js';
import { pluginIntegrity, scriptIntegrity } from '../../sdk/build/integrity.js';
import { precompress } from '../../sdk/build/precompress.js';
import { buildPlugins } from './buildPlugins.js';
import { addIntegrity, buildRootConfig, copyVendor, writePublicFiles } from './buildRootConfig.js';
import { buildSdk } from './buildSdk.js';
import { buildSharedModules } from './buildShared.js';
import { unhashedOutputs } from './hashedOutputs.js';
import { BUILD_DIST, BUILD_FIXTURES, DIST, DIST_FIXTURES, REPO, STAGING_DIR } from './paths.js';
import { writeBuildStamp } from './stamp.js';

const started = Date.now();
const timings: Array<[string, number]> = [];

async function step<T>(name: string, run: () => Promise<T> | T): Promise<T> {
  const t0 = Date.now();
  const result = await run();
  timings.push([name, Date.now() - t0]);
  return result;
}

/** Incremental tsc: unchanged projects cost a file check, not a compile. */
function tsc(project: string, name: string, output: string): Promise<void> {
  const buildInfo = join(REPO, 'node_modules', '.cache', 'palisade-tsc', `${name}.tsbuildinfo`);
  // tsc trusts its build info even when the output was deleted: start over then.
  if (!existsSync(output)) rmSync(buildInfo, { force: true });
  return new Promise((resolvePromise, reject) => {
    const args = [join(REPO, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', project, '--incremental', '--tsBuildInfoFile', buildInfo];
    const child = spawn(process.execPath, args, {
      cwd: REPO,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) =>
      code === 0 ? resolvePromise() : reject(new Error(`tsc -p ${relative(REPO, project)} failed:\n${output.trim()}`)),
    );
  });
}

function readPluginMap(file: string): ImportMap {
  return parsePluginImportMap(readFileSync(file, 'utf8'), relative(REPO, file));
}

function writeJson(file: string, value: unknown): void {
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}

async function main(): Promise<void> {
  // Fail fast on a broken deployment import map, before any bundling.
  const deployedPlugins = readPluginMap(join(REPO, 'import-map.json'));
  rmSync(STAGING_DIR, { recursive: true, force: true });
  mkdirSync(BUILD_DIST, { recursive: true });
  mkdirSync(BUILD_FIXTURES, { recursive: true });

  // Schemas the server and plugins share: compiled first, both import the output.
  const contracts = step('contracts (tsc)', () => tsc(join(REPO, 'contracts', 'tsconfig.json'), 'contracts', join(REPO, 'contracts', 'dist', 'index.js')));
  const server = contracts.then(() => step('server (tsc)', () => tsc(join(REPO, 'server', 'tsconfig.json'), 'server', join(REPO, 'server', 'dist', 'app.js'))));
  // The plugin preset checks manifests with the contracts' schema: compiled after them.
  const tooling = contracts.then(() => step('sdk/build (tsc)', () => tsc(join(REPO, 'sdk', 'build', 'tsconfig.json'), 'sdk-build', join(REPO, 'sdk', 'dist', 'build', 'index.js'))));
  const plugins = Promise.all([tooling, contracts]).then(() =>
    step('plugins + fixtures (rollup)', async () => {
      const [built] = await Promise.all([
        buildPlugins([join(REPO, 'plugins')], BUILD_DIST),
        buildPlugins([join(REPO, 'tests', 'fixtures', 'plugins')], BUILD_FIXTURES),
      ]);
      return built;
    }),
  );
  const shared = step('shared modules (rollup)', buildSharedModules);
  // The SDK takes its extension kinds' rules from the contracts.
  const sdk = contracts.then(() => step('sdk (rollup)', buildSdk));
  const rootConfig = contracts.then(() => step('root-config (rollup)', buildRootConfig));
  step('vendor', copyVendor);

  const [sharedUrls, sdkBuild, rootConfigBuild] = await Promise.all([shared, sdk, rootConfig]);
  writePublicFiles([sdkBuild.css, rootConfigBuild.css].filter((href): href is string => href !== null));
  await Promise.all([plugins, server]);

  const map = consoleImportMap({
    shared: new Map([...sharedUrls, ...sdkBuild.urls]),
    rootConfigUrl: rootConfigBuild.url,
    plugins: deployedPlugins,
  });
  const integrity = { ...scriptIntegrity(BUILD_DIST, ['shared', 'root-config']), ...pluginsIntegrity(BUILD_DIST, deployedPlugins) };
  const cache = depcache(BUILD_DIST, ['shared', 'root-config', 'plugins']);
  cache[rootConfigBuild.url] = [...new Set([...(cache[rootConfigBuild.url] ?? []), ...rootConfigBuild.startsWith])];
  writeJson(join(BUILD_DIST, 'import-map.json'), { ...map, depcache: cache, integrity });
  writeJson(join(BUILD_FIXTURES, 'import-map.json'), fixtureImportMap());
  addIntegrity(join(BUILD_DIST, 'index.html'));

  const problems = [
    ...checkBuiltConsole(BUILD_DIST, [join(BUILD_FIXTURES, 'plugins')]),
    ...missingPluginBuilds(deployedPlugins),
    ...unhashedOutputs(BUILD_DIST),
  ];
  if (problems.length > 0) throw new Error(`Build check failed:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  // index.html is rendered per request (config, nonce) and compressed then; the rest is sent as built.
  await step('precompress (brotli, gzip)', () => precompress(BUILD_DIST, { previous: DIST, exclude: ['index.html'] }));
  swapIn(BUILD_DIST, DIST);
  swapIn(BUILD_FIXTURES, DIST_FIXTURES);
  rmSync(STAGING_DIR, { recursive: true, force: true });
  writeBuildStamp();
}

/** Replaces `target` with the freshly built `staged` directory in two renames. */
function swapIn(staged: string, target: string): void {
  const old = `${target}.old-${process.pid}`;
  if (existsSync(target)) renameSync(target, old);
  renameSync(staged, target);
  rmSync(old, { recursive: true, force: true });
}

/**
 * The import map's `integrity` for every plugin this build made (from each
 * plugin's manifest); plugins hosted elsewhere are verified in the browser
 * against the manifest beside their entry.
 */
function pluginsIntegrity(root: string, plugins: ImportMap): Record<string, string> {
  const urls = Object.values(plugins.imports).filter((url) => url.startsWith('/') && existsSync(join(root, url)));
  return Object.assign({}, ...urls.map((url) => pluginIntegrity(root, url))) as Record<string, string>;
}

/** Entries for every built fixture plugin plus `tests/fixtures/import-map.json` (e.g. a plugin whose URL 404s). */
function fixtureImportMap(): ImportMap {
  const imports: Record<string, string> = {};
  for (const dir of readdirSafe(join(BUILD_FIXTURES, 'plugins'))) {
    imports[`@palisade-plugins/${dir}`] = `/plugins/${dir}/plugin.js`;
  }
  try {
    Object.assign(imports, readPluginMap(join(REPO, 'tests', 'fixtures', 'import-map.json')).imports);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const map = { imports };
  return { ...map, integrity: pluginsIntegrity(BUILD_FIXTURES, map) };
}

function readdirSafe(dir: string): string[] {
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

/** Committed import-map entries that point into this console but whose plugin was not built. */
function missingPluginBuilds(plugins: ImportMap): string[] {
  return Object.entries(plugins.imports)
    .filter(([, url]) => url.startsWith('/') && !existsSync(join(BUILD_DIST, url)))
    .map(([key, url]) => `import-map.json lists "${key}" at ${url}, but no plugin built that file`);
}

main().then(
  () => {
    const total = Date.now() - started;
    for (const [name, ms] of timings) process.stdout.write(`  ${name.padEnd(28)} ${(ms / 1000).toFixed(1)} s\n`);
    process.stdout.write(`Built console in ${(total / 1000).toFixed(1)} s → ${relative(REPO, DIST)}/\n`);
  },
  (error: unknown) => {
    process.stderr.write(`\n${error instanceof Error ? error.message : String(error)}\n`);
    rmSync(STAGING_DIR, { recursive: true, force: true });
    process.exit(1);
  },
);
