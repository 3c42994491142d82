/**
 * The console the benchmark serves: a copy of dist/ with the floor page and
 * the generated plugins beside the real ones, and one import map per scale
 * (the deployed one plus the first N generated plugins, each with its
 * integrity and depcache as the build gives the deployed ones).
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST, REPO } from '../../scripts/build/paths.js';
import { freePort } from '../../scripts/consoleServer.js';
import { depcache } from '../../sdk/build/depcache.js';
import { pluginIntegrity } from '../../sdk/build/integrity.js';
import { fixtureId } from './fixturePlugins.js';
import { buildFloorPage } from './floorPage.js';
import { precompressLike } from './precompress.js';

export interface ImportMapJson {
  imports: Record<string, string>;
  depcache?: Record<string, string[]>;
  integrity?: Record<string, string>;
  [key: string]: unknown;
}

export interface BenchConsole {
  dir: string;
  /** The deployed import map (dist's). */
  importMap: ImportMapJson;
  /** Writes the import map with the first `extra` generated plugins added; returns its path. */
  importMapWith(extra: number): string;
  remove(): void;
}

export async function prepareBenchConsole(fixtureRoots: readonly string[]): Promise<BenchConsole> {
  const workDir = mkdtempSync(join(tmpdir(), 'palisade-bench-'));
  const dir = join(workDir, 'console');
  cpSync(DIST, dir, { recursive: true });
  const importMap = JSON.parse(readFileSync(join(DIST, 'import-map.json'), 'utf8')) as ImportMapJson;
  await buildFloorPage(dir, importMap);
  for (const root of fixtureRoots) {
    const target = join(dir, 'plugins', basename(root));
    cpSync(join(root, 'dist'), target, { recursive: true });
    precompressLike(dir, target);
  }
  return {
    dir,
    importMap,
    importMapWith(extra) {
      if (extra > fixtureRoots.length) throw new Error(`Only ${fixtureRoots.length} generated plugins; ${extra} asked for`);
      const map: ImportMapJson = { ...importMap, imports: { ...importMap.imports }, depcache: { ...importMap.depcache }, integrity: { ...importMap.integrity } };
      for (let n = 1; n <= extra; n++) {
        const id = fixtureId(n);
        const url = `/plugins/${id}/plugin.js`;
        map.imports[`@palisade-plugins/${id}`] = url;
        Object.assign(map.integrity as object, pluginIntegrity(dir, url));
        Object.assign(map.depcache as object, depcache(dir, [`plugins/${id}`]));
      }
      const path = join(workDir, `import-map-${extra}.json`);
      writeFileSync(path, `${JSON.stringify(map, null, 2)}\n`);
      return path;
    },
    remove: () => rmSync(workDir, { recursive: true, force: true }),
  };
}

/** The part of server/src/app.ts used here (compiled to server/dist for Node). */
interface ServerModule {
  createServer(options: {
    dataDir: string;
    port: number;
    host: string;
    consoleDir: string;
    importMapPath: string;
    demo: boolean;
    scale: string;
    allowOverrides: boolean;
    rateLimits?: { perAccount?: number; perAddress?: number };
  }): Promise<{ port: number; close(): Promise<void> }>;
}

export interface BenchServer {
  url: string;
  close(): Promise<void>;
}

/** The built reference server on a free port, serving `consoleDir` with `importMapPath`, small demo data, sign-in limits out of the way. */
export async function startBenchServer(consoleDir: string, importMapPath: string): Promise<BenchServer> {
  const { createServer } = (await import(pathToFileURL(join(REPO, 'server', 'dist', 'app.js')).href)) as ServerModule;
  const dataDir = mkdtempSync(join(tmpdir(), 'palisade-bench-data-'));
  const server = await createServer({
    dataDir,
    port: await freePort(),
    host: '127.0.0.1',
    consoleDir,
    importMapPath,
    demo: true,
    scale: 'small',
    allowOverrides: false,
    rateLimits: { perAccount: 10_000, perAddress: 10_000 },
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    async close() {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
