import { existsSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { Catalogue } from '@palisade/contracts/catalogue';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { cacheControlFor, NO_CACHE } from './cacheControl.js';
import { bootPreloads, type ImportMapFile, type Preload } from './bootPreloads.js';
import { CatalogueCache } from './catalogueCache.js';
import { styleNonceFor } from './securityHeaders.js';

export interface ConsoleOptions {
  consoleDir: string;
  importMapPath: string | undefined;
  config: { allowOverrides: boolean; sentryDsn: string | null; demo: boolean; version: string };
  /** The console's `@palisade/sdk` version, against which plugins' SDK ranges are checked. */
  sdkVersion: string;
  /** Dashboard card place → the only plugin id that may hold it. */
  reservedCardPlaces: Readonly<Record<string, string>>;
  /** Told when the catalogue cannot read the import map. */
  warn?: (message: string) => void;
  /** The catalogue to serve; one is made from the options above when absent. */
  catalogue?: CatalogueCache;
  /**
   * What the page carries for the request's own session: the session as `GET /bff/session` answers it and, when
   * signed in, the start data (`PageStart`) the console would ask for first; `null` without a session.
   */
  session?: (request: FastifyRequest, catalogue: Catalogue | undefined) => Promise<{ session: unknown; start?: unknown } | null>;
}

export const CONFIG_PLACEHOLDER = '<!--palisade-config-->';

const MISSING_BUILD = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Palisade console not built</title></head>
<body><main><h1>The console has not been built</h1><p>Run <code>npm run build</code> at the repository root, then reload this page.</p></main></body></html>`;

/**
 * JSON for a `<script type="application/json">` block: no `<` can close it
 * early, and U+2028/U+2029 (line ends to older JavaScript parsers) are escaped too.
 */
export const inlineJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const ROOT_CONFIG = '@palisade/root-config';

/** The import map element index.html points at `/import-map.json` with. */
const IMPORT_MAP_ELEMENT = /<script type="systemjs-importmap" src="\/import-map\.json"><\/script>/;

export interface PageParts {
  config: ConsoleOptions['config'];
  /** The page's CSP nonce for the style elements boot.js lets through. */
  styleNonce?: string;
  catalogue?: Catalogue;
  /** The import map, written into the page instead of fetched after it; its root config's scripts preloaded. */
  importMap?: ImportMapFile | null;
  /** What `GET /bff/session` would answer the request's session, so the console need not ask. */
  session?: unknown;
  /** That session's start data (access, tenant, password age, flags), so the console need not ask either. */
  start?: unknown;
}

/**
 * index.html with the config block and, when given, the catalogue, the
 * session, the import map and preload links for the scripts the shell
 * starts with: everything the first frame needs comes with the page.
 */
export function renderIndex(html: string, parts: PageParts): string {
  const { config, styleNonce, catalogue, importMap, session, start } = parts;
  const blocks = [
    `<script type="application/json" id="palisade-config">${inlineJson(styleNonce === undefined ? config : { ...config, styleNonce })}</script>`,
    ...(catalogue === undefined ? [] : [catalogueBlock(catalogue)]),
    ...(session === undefined ? [] : [`<script type="application/json" id="palisade-session">${inlineJson(session)}</script>`]),
    ...(session === undefined || start === undefined ? [] : [`<script type="application/json" id="palisade-start">${inlineJson(start)}</script>`]),
    ...(importMap ? [importMapParts(importMap).preloads] : []),
  ];
  const page = html.replace(CONFIG_PLACEHOLDER, () => blocks.join(''));
  return importMap ? page.replace(IMPORT_MAP_ELEMENT, () => importMapParts(importMap).element) : page;
}

/**
 * `make`, taken once per object: the catalogue cache hands out the same catalogue and import map objects until a
 * manifest or the import map changes, so what a page writes of them is written once (at 264 plugins the catalogue is
 * 380 KB of JSON, a few milliseconds of every page).
 */
function keptPer<K extends object, V>(make: (key: K) => V): (key: K) => V {
  const kept = new WeakMap<K, V>();
  return (key) => {
    if (!kept.has(key)) kept.set(key, make(key));
    return kept.get(key)!;
  };
}

const catalogueBlock = keptPer((catalogue: Catalogue) => `<script type="application/json" id="palisade-catalogue">${inlineJson(catalogue)}</script>`);

const importMapParts = keptPer((importMap: ImportMapFile) => ({
  preloads: bootPreloads(importMap, ROOT_CONFIG).map(preloadLink).join(''),
  element: `<script type="systemjs-importmap">${inlineJson(importMap)}</script>`,
}));

function preloadLink({ url, integrity }: Preload): string {
  return `<link rel="preload" as="script" href="${attribute(url)}"${integrity === null ? '' : ` integrity="${attribute(integrity)}"`}>`;
}

/**
 * Serves the built console from dist with SPA fallback, index.html carrying
 * the config and the plugin catalogue (also at `/catalogue.json`); returns
 * the fallback used for unknown GETs.
 */
export async function consoleRoutes(app: FastifyInstance, o: ConsoleOptions): Promise<(reply: FastifyReply) => Promise<FastifyReply>> {
  const indexPath = join(o.consoleDir, 'index.html');
  const built = () => existsSync(indexPath);
  const catalogue = o.catalogue ?? new CatalogueCache({
    consoleDir: o.consoleDir,
    importMapPath: o.importMapPath ?? join(o.consoleDir, 'import-map.json'),
    sdkVersion: o.sdkVersion,
    reservedCardPlaces: o.reservedCardPlaces,
    warn: o.warn,
  });
  const sendIndex = async (reply: FastifyReply) => {
    if (!built()) return reply.code(503).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(MISSING_BUILD);
    const { catalogue: current, importMap } = await catalogue.current();
    const carried = (await o.session?.(reply.request, current)) ?? null;
    const session = carried?.session ?? null;
    const html = renderIndex(readFileSync(indexPath, 'utf8'), {
      config: o.config,
      styleNonce: styleNonceFor(reply.request),
      catalogue: current,
      importMap,
      ...(session === null || session === undefined ? {} : { session, ...(carried?.start ? { start: carried.start } : {}) }),
    });
    // A page that carries a session is that user's alone: never stored, by the browser or a shared cache.
    const user = session !== null && session !== undefined;
    if (user) reply.header('vary', 'Cookie');
    return reply.type('text/html; charset=utf-8').header('cache-control', user ? 'no-store' : NO_CACHE).send(html);
  };

  app.get('/', async (_request, reply) => sendIndex(reply));
  app.get('/index.html', async (_request, reply) => sendIndex(reply));
  app.get('/catalogue.json', async (_request, reply) => reply.type('application/json').header('cache-control', NO_CACHE).send(await catalogue.get()));
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
