/**
 * Starts the built reference server on a free port for browser tests and
 * benchmarks, optionally with the fixture plugins added to the console.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST, DIST_FIXTURES, REPO } from './build/paths.js';

export interface ConsoleServer {
  url: string;
  /** Directory the server serves the console from. */
  consoleDir: string;
  /** Import map the console is served with. */
  importMapPath: string;
  /** The server's SQLite file, for a test that sets up data no API can make. */
  databasePath: string;
  close(): Promise<void>;
}

export interface ConsoleServerOptions {
  /** Add the fixture plugins (dist-fixtures/) to the console and its import map. */
  fixtures?: boolean;
  scale?: 'small' | 'default' | 'large';
  allowOverrides?: boolean;
  /** Sign-in attempts per account and per address per minute; the server's defaults when omitted. */
  rateLimits?: { perAccount?: number; perAddress?: number };
}

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createNetServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/** The part of server/src/app.ts used here (its sources are compiled separately, for Node). */
export interface ServerModule {
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

function requireBuild(): void {
  const missing = [join(DIST, 'import-map.json'), join(REPO, 'server', 'dist', 'app.js')].filter((f) => !existsSync(f));
  if (missing.length > 0) throw new Error(`Not built (${missing.join(', ')} missing): run \`npm run build\` first`);
}

/** Copy of dist/ with the fixture plugins beside the real ones, and the merged import map. */
function consoleWithFixtures(workDir: string): { consoleDir: string; importMapPath: string } {
  const consoleDir = join(workDir, 'console');
  cpSync(DIST, consoleDir, { recursive: true });
  const fixturePlugins = join(DIST_FIXTURES, 'plugins');
  for (const id of existsSync(fixturePlugins) ? readdirSync(fixturePlugins) : []) {
    cpSync(join(fixturePlugins, id), join(consoleDir, 'plugins', id), { recursive: true });
  }
  type Map = { imports: Record<string, string>; integrity?: Record<string, string> };
  const map = JSON.parse(readFileSync(join(DIST, 'import-map.json'), 'utf8')) as Map;
  const fixtureMap = join(DIST_FIXTURES, 'import-map.json');
  if (existsSync(fixtureMap)) {
    const fixtures = JSON.parse(readFileSync(fixtureMap, 'utf8')) as Map;
    Object.assign(map.imports, fixtures.imports);
    map.integrity = { ...map.integrity, ...fixtures.integrity };
  }
  const importMapPath = join(workDir, 'import-map.json');
  writeFileSync(importMapPath, `${JSON.stringify(map, null, 2)}\n`);
  return { consoleDir, importMapPath };
}

/** `createServer` of the built reference server (server/dist). */
export async function loadBuiltServer(): Promise<ServerModule['createServer']> {
  return ((await import(pathToFileURL(join(REPO, 'server', 'dist', 'app.js')).href)) as ServerModule).createServer;
}

export async function startConsoleServer(options: ConsoleServerOptions = {}): Promise<ConsoleServer> {
  requireBuild();
  const workDir = mkdtempSync(join(tmpdir(), 'palisade-console-'));
  const { consoleDir, importMapPath } = options.fixtures
    ? consoleWithFixtures(workDir)
    : { consoleDir: DIST, importMapPath: join(DIST, 'import-map.json') };
  const createServer = await loadBuiltServer();
  const server = await createServer({
    dataDir: join(workDir, 'data'),
    port: await freePort(),
    host: '127.0.0.1',
    consoleDir,
    importMapPath,
    demo: true,
    scale: options.scale ?? 'small',
    allowOverrides: options.allowOverrides ?? false,
    ...(options.rateLimits === undefined ? {} : { rateLimits: options.rateLimits }),
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    consoleDir,
    importMapPath,
    databasePath: join(workDir, 'data', 'palisade.sqlite'),
    async close() {
      await server.close();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}
