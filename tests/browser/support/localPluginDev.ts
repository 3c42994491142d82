import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopProcessGroup } from './commands';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));
const DEV_BIN = join(REPO, 'node_modules', '.bin', 'palisade-plugin-dev');

/** A plugin served by its own dev command, as a developer runs it. */
export interface LocalPluginDev {
  /** The copied package; edit its files and the watcher rebuilds. */
  root: string;
  /** URL of the served entry, for the import-map override. */
  entryUrl: string;
  /** The served entry's text, for waiting on a rebuild. */
  entryText(): Promise<string>;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address !== null ? address.port : 0));
    });
  });
}

/**
 * GET on a connection of its own: a pooled keep-alive socket that the dev
 * server closes as idle can be picked for the next request on a loaded
 * machine, and the request then fails with "other side closed".
 */
function fetchText(url: string): Promise<string> {
  return new Promise((resolve, reject) => {
    get(url, { agent: false, headers: { 'cache-control': 'no-store' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
      response.on('error', reject);
    }).on('error', reject);
  });
}

/** Replaces text in a file, failing when the text is not there. */
export function replaceInFile(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
  writeFileSync(file, text.replace(from, to));
}

/**
 * Copies a plugin package under `.tmp/` (inside the repo, so it resolves the
 * workspace's node_modules), applies `edit`, gives it a free dev port and runs
 * `palisade-plugin-dev` in it: rollup watch plus a static server with CORS.
 * Resolves once the plugin is served.
 */
export async function startLocalPluginDev(pluginDir: string, edit: (root: string) => void): Promise<LocalPluginDev> {
  mkdirSync(join(REPO, '.tmp'), { recursive: true });
  const root = mkdtempSync(join(REPO, '.tmp', 'local-plugin-'));
  for (const entry of ['package.json', 'rollup.config.mjs', 'src']) {
    cpSync(join(REPO, pluginDir, entry), join(root, entry), { recursive: true });
  }
  edit(root);
  const port = await freePort();
  const pkgFile = join(root, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgFile, 'utf8')) as { palisade: { devPort: number } };
  pkg.palisade.devPort = port;
  writeFileSync(pkgFile, JSON.stringify(pkg, null, 2));

  const child = spawn(DEV_BIN, [], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${pluginDir}: dev server not up within 60 s:\n${output}`)), 60_000);
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Serving plugin')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on('data', onData);
      child.stderr?.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`${pluginDir}: palisade-plugin-dev exited (${code}):\n${output}`));
      });
    });
  } catch (error) {
    await stopProcessGroup(child);
    rmSync(root, { recursive: true, force: true });
    throw error;
  }

  const entryUrl = `http://127.0.0.1:${port}/plugin.js`;
  return {
    root,
    entryUrl,
    entryText: () =>
      fetchText(entryUrl).catch((error: unknown) => {
        const state = child.exitCode === null && child.signalCode === null ? 'running' : `exited (${child.exitCode ?? child.signalCode})`;
        throw new Error(`${pluginDir}: ${entryUrl} did not answer (${String(error)}); the dev server is ${state}:\n${output}`, { cause: error });
      }),
    async close() {
      await stopProcessGroup(child);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
