import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import type { Plugin } from 'rollup';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export interface DevServerOptions {
  /** Directory to serve (the plugin's `dist/`). */
  dir: string;
  port: number;
  /** Interface to listen on; loopback by default so the plugin is not exposed to the network. */
  host?: string;
  /**
   * Settles when no rebuild is writing files. Requests wait for it, so a
   * reload during a rebuild gets the new entry with the manifest (and
   * integrity hashes) written for it, never one without the other.
   */
  idle?: () => Promise<void>;
}

/**
 * A static file server for one plugin's build output, with CORS open so a
 * console on another origin can load it through an import-map override.
 * Nothing is cached: each reload gets the latest build.
 */
export function startDevServer(options: DevServerOptions): Promise<Server> {
  const root = normalize(options.dir);
  const server = createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cache-Control', 'no-store');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Headers': '*' });
      res.end();
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Malformed path');
      return;
    }
    const file = normalize(join(root, path));
    if (!file.startsWith(root + sep)) {
      res.writeHead(403).end();
      return;
    }
    // Read whole, not streamed, and only between rebuilds: a file that vanishes mid-stream must give this
    // request a 404, not end the server.
    (options.idle?.() ?? Promise.resolve()).then(() => readFile(file)).then(
      (body) => {
        res.writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
        res.end(req.method === 'HEAD' ? undefined : body);
      },
      () => {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end(`Not found: ${path}`);
      },
    );
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => resolvePromise(server));
  });
}

/**
 * Starts the dev server once, when `rollup --watch` first builds a plugin.
 * From the start of each rebuild until every file of it (the manifest last)
 * is written, requests wait; place it after the manifest plugin.
 */
export function devServerPlugin(options: DevServerOptions & { id: string }): Plugin {
  let started: Promise<Server> | null = null;
  let rebuilt: Promise<void> = Promise.resolve();
  let finish = () => {};
  const open = () => finish();
  return {
    name: 'palisade-dev-server',
    buildStart() {
      rebuilt = new Promise((resolve) => (finish = resolve));
    },
    buildEnd(error) {
      if (error) open();
    },
    renderError: open,
    writeBundle: {
      // After the other plugins' writeBundle (the manifest's among them) has finished.
      sequential: true,
      order: 'post',
      handler() {
        open();
        if (started !== null) return;
        started = startDevServer({ ...options, idle: () => rebuilt });
          started.then(
            () => {
              const url = `http://localhost:${options.port}/plugin.js`;
              process.stderr.write(
                `\nServing plugin "${options.id}" at ${url}\n` +
                  `In the console (browser devtools):\n` +
                  `  localStorage.setItem('import-map-override:@palisade-plugins/${options.id}', '${url}'); location.reload();\n` +
                  `Undo: localStorage.removeItem('import-map-override:@palisade-plugins/${options.id}'); location.reload();\n\n`,
              );
            },
            (error: unknown) => {
              process.stderr.write(`Could not serve plugin "${options.id}" on port ${options.port}: ${String(error)}\n`);
              process.exitCode = 1;
            },
          );
      },
    },
  };
}
