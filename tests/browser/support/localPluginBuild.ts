import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));

export interface LocalPluginServer {
  /** URL of the served entry, for the override. */
  entryUrl: string;
  close(): Promise<void>;
}

/**
 * What a developer's `npm run dev -w plugins/<id>` amounts to: a copy of the
 * plugin package, edited, built with the plugin's own rollup config.
 * The copy lives under `.tmp/` in the repo so that it resolves the workspace's
 * node_modules.
 */
export function buildEditedPlugin(pluginDir: string, edit: (root: string) => void): { dist: string; dispose(): void } {
  const tmpRoot = join(REPO, '.tmp');
  mkdirSync(tmpRoot, { recursive: true });
  const root = mkdtempSync(join(tmpRoot, 'local-plugin-'));
  for (const entry of ['package.json', 'rollup.config.mjs', 'src']) {
    cpSync(join(REPO, pluginDir, entry), join(root, entry), { recursive: true });
  }
  edit(root);
  const rollupBin = join(REPO, 'node_modules', 'rollup', 'dist', 'bin', 'rollup');
  const result = spawnSync(process.execPath, [rollupBin, '-c'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`Building the local copy of ${pluginDir} failed:\n${result.stderr}${result.stdout}`);
  return { dist: join(root, 'dist'), dispose: () => rmSync(root, { recursive: true, force: true }) };
}

/** Replaces text in a file of the copied package, failing when the text is not there. */
export function replaceInFile(file: string, from: string, to: string): void {
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
  writeFileSync(file, text.replace(from, to));
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

/** Serves `dir` on a free port of 127.0.0.1 with CORS, like the preset's dev server. */
export async function serveWithCors(dir: string): Promise<LocalPluginServer> {
  const server: Server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Cache-Control', 'no-store');
    const path = normalize(join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)));
    if (!path.startsWith(dir + sep)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = readFileSync(path);
      response.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end('Not Found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    entryUrl: `http://127.0.0.1:${port}/plugin.js`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Path of chromium's binary, as the Playwright config uses it. */
export const CHROMIUM = '/usr/bin/chromium';

