import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { cacheControlFor, NO_CACHE } from './cacheControl.js';
import { styleNonceFor } from './securityHeaders.js';

export interface ConsoleOptions {
  consoleDir: string;
  importMapPath: string | undefined;
  config: { allowOverrides: boolean; sentryDsn: string | null; demo: boolean; version: string };
}

export const CONFIG_PLACEHOLDER = '<!--palisade-config-->';

const MISSING_BUILD = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Palisade console not built</title></head>
<body><main><h1>The console has not been built</h1><p>Run <code>npm run build</code> at the repository root, then reload this page.</p></main></body></html>`;

/** index.html with the config block; `styleNonce` is the page's CSP nonce for the style elements boot.js lets through. */
export function renderIndex(html: string, config: ConsoleOptions['config'], styleNonce?: string): string {
  const json = JSON.stringify(styleNonce === undefined ? config : { ...config, styleNonce }).replace(/</g, '\\u003c');
  return html.replace(CONFIG_PLACEHOLDER, `<script type="application/json" id="palisade-config">${json}</script>`);
}

/** Serves the built console from dist with SPA fallback; returns the fallback used for unknown GETs. */
export async function consoleRoutes(app: FastifyInstance, o: ConsoleOptions): Promise<(reply: FastifyReply) => FastifyReply> {
  const indexPath = join(o.consoleDir, 'index.html');
  const built = () => existsSync(indexPath);
  const sendIndex = (reply: FastifyReply) => {
    if (!built()) return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(MISSING_BUILD);
    const nonce = styleNonceFor(reply.request);
    return reply.type('text/html; charset=utf-8').header('cache-control', NO_CACHE).send(renderIndex(readFileSync(indexPath, 'utf8'), o.config, nonce));
  };

  app.get('/', async (_request, reply) => sendIndex(reply));
  app.get('/index.html', async (_request, reply) => sendIndex(reply));
  if (o.importMapPath) {
    const importMapPath = o.importMapPath;
    app.get('/import-map.json', async (_request, reply) =>
      reply.type('application/importmap+json').header('cache-control', NO_CACHE).send(readFileSync(importMapPath, 'utf8')));
  }
  if (existsSync(o.consoleDir)) {
    const consoleDir = o.consoleDir;
    await app.register(fastifyStatic, {
      root: consoleDir, index: false, wildcard: true, preCompressed: true, cacheControl: false,
      // `path` is the file sent: for a precompressed answer, the `.br` or `.gz` beside the original.
      setHeaders: (reply, path) => {
        reply.header('cache-control', cacheControlFor(`/${relative(consoleDir, path).split(sep).join('/')}`));
      },
    });
  }
  return sendIndex;
}
