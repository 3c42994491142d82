import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { styleNonceFor } from './securityHeaders.js';

export interface ConsoleOptions {
  consoleDir: string;
  importMapPath: string | undefined;
  config: { allowOverrides: boolean; sentryDsn: string | null; demo: boolean; version: string };
}

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
export const CONFIG_PLACEHOLDER = '<!--palisade-config-->';

const MISSING_BUILD = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Palisade console not built</title></head>
<body><main><h1>The console has not been built</h1><p>Run <code>npm run build</code> at the repository root, then reload this page.</p></main></body></html>`;

/** A bundler content hash: 8 URL-safe characters after a dash, with at least one capital or digit (e.g. react-DO56eOTx.js). */
const HASHED_NAME = /-([A-Za-z0-9_-]{8})\.[a-z0-9]+(\.map)?$/;

/** Content-hashed chunks are cached forever; everything else (index, import map, plugin entries, boot scripts) revalidates. */
export function cacheControlFor(path: string): string {
  const normalized = path.replaceAll('\\', '/');
  if (/\/plugins\/[^/]+\/plugin\.js$/.test(normalized)) return NO_CACHE;
  const hash = HASHED_NAME.exec(normalized)?.[1];
  return hash && /[A-Z0-9]/.test(hash) ? IMMUTABLE : NO_CACHE;
}

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
    await app.register(fastifyStatic, {
      root: o.consoleDir, index: false, wildcard: true, preCompressed: true, cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', cacheControlFor(path));
      },
    });
  }
  return sendIndex;
}
