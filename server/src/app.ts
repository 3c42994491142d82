import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { apiRoutes } from './api/apiRoutes.js';
import { createTokenVerifier } from './api/authenticate.js';
import { bffRoutes } from './bff/bffRoutes.js';
import { pageStart } from './bff/pageStart.js';
import { currentSession, sessionBody } from './bff/sessionCookie.js';
import { SessionStore } from './bff/SessionStore.js';
import { TokenBroker } from './bff/TokenBroker.js';
import { createUpstream } from './bff/Upstream.js';
import { installedModules } from './access/pluginModules.js';
import { CatalogueCache } from './console/catalogueCache.js';
import { consoleRoutes } from './console/consoleRoutes.js';
import { DEFAULT_RESERVED_CARD_PLACES } from './console/reservedCardPlaces.js';
import { devOutboxRoutes } from './console/devOutboxRoutes.js';
import { hostnameOf, overridesAllowedOnHost } from './console/overridesHost.js';
import { contentSecurityPolicy, STRICT_TRANSPORT_SECURITY, styleNonceOf } from './console/securityHeaders.js';
import { type DatabaseConfig, databaseName, type Db, openDatabase } from './db/openDatabase.js';
import { keepTextMatches } from './api/assets/keptMatches.js';
import { StartupDataError } from './db/StartupDataError.js';
import { purgeExpired } from './db/purgeExpired.js';
import { claimJob } from './db/claimJob.js';
import { scheduleDemoTelemetryFeed } from './api/connectors/telemetry/demoTelemetryFeed.js';
import { schedulePostureSnapshots } from './posture/schedulePostureSnapshots.js';
import { scheduleRiskExpiry } from './api/vulnerabilities/reopenExpiredRisks.js';
import { scheduleCveRollups } from './api/vulnerabilities/cveRollups.js';
import { type DemoScale } from './demo/demoScale.js';
import { IncompleteSeedError, seedDemoIfEmpty, type SeedOutcome } from './demo/seedDemo.js';
import { installErrorHandler } from './http/errorHandler.js';
import { installJsonBodyParser } from './http/jsonBodyParser.js';
import { defaultRateLimitPolicy, RateLimiter, type RateLimitPolicy, realSleep, type Sleep } from './http/RateLimiter.js';
import { SharedRateLimiter } from './http/SharedRateLimiter.js';
import { serverTiming } from './http/serverTiming.js';
import { isPostgres } from './db/dialect.js';
import { CacheInvalidation } from './db/CacheInvalidation.js';
import { cloudApiRoutes } from './cloudApi/cloudApiRoutes.js';
import { vcsApiRoutes } from './vcsApi/vcsApiRoutes.js';
import { idpRoutes } from './idp/idpRoutes.js';
import { MfaTokens } from './idp/MfaTokens.js';
import { loadSharedSigningKey, loadSigningKey, type SigningKey } from './idp/signingKey.js';
import { ACCESS_TOKEN_TTL_S, type AppContext } from './shared/AppContext.js';
import { useSecretKeyFile } from './shared/secretBox.js';
import { checkSharedSecretKey } from './shared/sharedSecretKey.js';
import { PASSWORD_HASH_COST, setPasswordHashCost } from './shared/secrets.js';
import { type Clock, systemClock } from './shared/clock.js';
import { listenOrigin, parsePublicUrl } from './shared/publicOrigin.js';
import { TtlCache } from './shared/TtlCache.js';

export interface ServerOptions {
  dataDir: string;
  /** PostgreSQL instead of SQLite in the data dir (PALISADE_DATABASE_URL, PALISADE_DATABASE_POOL_SIZE). */
  database?: DatabaseConfig;
  port?: number;
  host?: string;
  consoleDir?: string;
  importMapPath?: string;
  /**
   * Dashboard card place (`appId`) → the only plugin id whose card may take
   * it (PALISADE_RESERVED_CARD_PLACES); default the six built-in cards' owners.
   */
  reservedCardPlaces?: Readonly<Record<string, string>>;
  /** The console's `@palisade/sdk` version for the catalogue's SDK range check; default the SDK package's. */
  sdkVersion?: string;
  demo?: boolean;
  allowOverrides?: boolean;
  /** Let webhooks and metadata URLs reach loopback and private addresses (the demo's default: local receivers). */
  allowInternalTargets?: boolean;
  sentryDsn?: string | null;
  clock?: Clock;
  scale?: DemoScale;
  rateLimits?: Partial<RateLimitPolicy>;
  secureCookies?: boolean;
  /** External IdP base URL (its /oauth/token, /oauth/revoke, /authorize); default the built-in /idp. */
  idpUrl?: string;
  /** External API base URL for BFF forwarding; default the built-in /api. */
  apiUrl?: string;
  /** JWKS and issuer the API trusts when tokens come from an external IdP. */
  jwksUrl?: string;
  issuer?: string;
  audience?: string;
  /** Other BFF origins the built-in IdP may redirect SSO codes to (when it serves as another deployment's external IdP). */
  idpRedirectOrigins?: string[];
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (trusted IPs, rate limits): Fastify's
   * trustProxy (true, a hop count, or addresses/CIDRs). Off by default: the socket address is the client.
   */
  trustProxy?: boolean | number | string;
  /** Origin that links in emails point at (PALISADE_PUBLIC_URL); default the server's own listen origin. */
  publicUrl?: string;
  /** How long dashboard counts may be served from memory; 0 disables the cache. */
  countCacheMs?: number;
  /**
   * How many free texts' matches are kept in memory (SQLite), each until its tenant's assets change; 0 keeps none
   * (the benchmark's first searches). Default 100.
   */
  keptTextMatches?: number;
  /** Keep the secret key (sealed secrets, one-time code digests) in this file instead of the data dir (PALISADE_SECRET_KEY_FILE). */
  secretKeyFile?: string;
  /** Access-token lifetime in seconds, 30 to 300 (PALISADE_ACCESS_TOKEN_TTL_SECONDS); default 300. */
  accessTokenTtlS?: number;
  /** scrypt N for new password hashes; tests lower it to stay fast. Default 2^17. */
  passwordHashCost?: number;
  /** Waits (sign-in slowdowns, uniform answer times); tests inject one that records instead of waiting. */
  sleep?: Sleep;
  logger?: FastifyServerOptions['logger'];
}

export interface PalisadeServer {
  app: FastifyInstance;
  url: string;
  port: number;
  seed: SeedOutcome;
  close(): Promise<void>;
}

const REPO_ROOT = join(import.meta.dirname, '..', '..');
const VERSION = (JSON.parse(readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8')) as { version: string }).version;
/** The SDK the console is built with: plugins declare the range of it they need. */
const SDK_VERSION = (JSON.parse(readFileSync(join(REPO_ROOT, 'sdk', 'package.json'), 'utf8')) as { version: string }).version;
const RESERVED = /^\/(api|bff|idp|dev|cloud-api|vcs-api)(\/|\?|$)/;

/** Seeds a first start; a failure names the database and what went wrong (nothing of a failed seed is kept). */
async function seedOrExplain(db: Db, dataDir: string, database: DatabaseConfig | undefined, scale: DemoScale, now: number): Promise<SeedOutcome> {
  const file = databaseName(dataDir, database);
  try {
    return await seedDemoIfEmpty(db, scale, now);
  } catch (error) {
    if (error instanceof IncompleteSeedError) {
      throw new StartupDataError(file, 'Cannot use the database', `${error.message}; move or delete ${dataDir} and start again`, { cause: error });
    }
    const storage = StartupDataError.wrap(error, file, 'Cannot write the demo data to');
    if (storage !== error) throw storage;
    const reason = error instanceof Error ? error.message : String(error);
    throw new StartupDataError(file, 'Generating the demo data failed in', `${reason}; none of it was kept, so the next start generates it again`, { cause: error });
  }
}

/** Builds, seeds (first start) and starts the single-process server: IdP, API, BFF and console. */
export async function createServer(options: ServerOptions): Promise<PalisadeServer> {
  const clock = options.clock ?? systemClock;
  const demo = options.demo ?? false;
  const allowOverrides = options.allowOverrides ?? false;
  const hops = options.trustProxy;
  const trustProxy = typeof hops === 'number' ? (_address: string, hop: number) => hop < hops : hops ?? false;
  const serverOptions: FastifyServerOptions = { logger: options.logger ?? false, trustProxy, bodyLimit: 1_048_576 };
  const app = Fastify(serverOptions);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  installJsonBodyParser(app);
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const configuredOrigin = options.publicUrl ? parsePublicUrl(options.publicUrl) : undefined;
  const accessTokenTtlS = options.accessTokenTtlS ?? ACCESS_TOKEN_TTL_S;
  if (!Number.isInteger(accessTokenTtlS) || accessTokenTtlS < 30 || accessTokenTtlS > ACCESS_TOKEN_TTL_S) {
    throw new RangeError(`The access-token lifetime must be a whole number of seconds from 30 to ${ACCESS_TOKEN_TTL_S}, got ${accessTokenTtlS}`);
  }
  setPasswordHashCost(options.passwordHashCost ?? PASSWORD_HASH_COST);
  const sleep = options.sleep ?? realSleep;
  const db = await openDatabase(options.dataDir, {
    ...options.database, onIdleError: (error) => app.log.warn({ err: error }, 'a pooled database connection failed'),
  });
  const shared = isPostgres(db);
  if ((options.keptTextMatches ?? 100) > 0) keepTextMatches(db, options.keptTextMatches);
  const rateLimitPolicy = { ...defaultRateLimitPolicy, ...options.rateLimits };
  let seed: SeedOutcome;
  let signingKey: SigningKey;
  try {
    await useSecretKeyFile(db, options.secretKeyFile);
    // On PostgreSQL several instances may share the database: the same secret key, one signing key, shared counters.
    if (shared) await checkSharedSecretKey(db, options.secretKeyFile ?? join(options.dataDir, 'integration-secret-key'));
    seed = await seedOrExplain(db, options.dataDir, options.database, options.scale ?? 'default', clock());
    signingKey = shared ? await loadSharedSigningKey(db) : await loadSigningKey(options.dataDir).catch((error: unknown) => {
      throw StartupDataError.wrap(error, join(options.dataDir, 'idp-signing-key.json'), 'Cannot keep the token signing key in');
    });
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const consoleDir = options.consoleDir ?? join(REPO_ROOT, 'dist');
  // One catalogue for the page and the API: roles accept the module ids of the plugins the console shows.
  const catalogue = new CatalogueCache({
    consoleDir,
    importMapPath: options.importMapPath ?? join(consoleDir, 'import-map.json'),
    sdkVersion: options.sdkVersion ?? SDK_VERSION,
    reservedCardPlaces: options.reservedCardPlaces ?? DEFAULT_RESERVED_CARD_PLACES,
    warn: (message) => app.log.warn(message),
  });
  const ctx: AppContext = {
    db, clock, demo, allowInternalTargets: options.allowInternalTargets ?? demo, log: app.log, signingKey,
    limiter: shared ? new SharedRateLimiter(db, rateLimitPolicy, clock, sleep) : new RateLimiter(rateLimitPolicy, clock, sleep),
    mfa: new MfaTokens(db, clock), accessTokenTtlS, sleep,
    issuer: options.issuer ?? 'urn:palisade:idp',
    countCache: new TtlCache<number>(options.countCacheMs ?? 10_000, clock),
    profileCache: new TtlCache(5_000, clock),
    // Known once the server listens, before any request can ask for it.
    publicOrigin: configuredOrigin ?? '',
    pluginModules: async () => installedModules(await catalogue.get()),
  };
  const invalidation = shared && options.database?.url
    ? new CacheInvalidation(options.database.url, db, (message, error) => app.log.warn({ err: error }, message)) : undefined;
  if (invalidation) {
    invalidation.share('counts', ctx.countCache);
    invalidation.share('profiles', ctx.profileCache);
    await invalidation.start().catch(async (error: unknown) => {
      await db.destroy();
      throw error;
    });
  }
  const sentryDsn = options.sentryDsn ?? null;
  serverTiming(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('x-frame-options', 'DENY');
    const allowLocalScripts = overridesAllowedOnHost(hostnameOf(request.headers.host), allowOverrides);
    reply.header('content-security-policy', contentSecurityPolicy({ allowLocalScripts, sentryDsn, styleNonce: styleNonceOf(request) }));
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });

  await app.register(fastifyCookie);
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'] });
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Palisade API', version: VERSION, description: 'Console API. All routes except /auth/api/v1/* need a bearer token or an API key (X-API-Key header).' },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' }, apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' } } },
      security: [{ bearer: [] }, { apiKey: [] }],
    },
    transform: jsonSchemaTransform,
    // Schemas with an id (the error body) become components: referenced, not repeated on every route.
    transformObject: jsonSchemaTransformObject,
    hideUntagged: true,
  });

  await app.register(async (scope) => idpRoutes(scope, ctx, options.idpRedirectOrigins ?? []));
  await app.register(cloudApiRoutes);
  await app.register(vcsApiRoutes);
  const verify = createTokenVerifier(ctx, { jwksUrl: options.jwksUrl, issuer: options.issuer, audience: options.audience });
  await app.register(async (scope) => apiRoutes(scope, ctx, verify), { prefix: '/api' });
  const sessions = new SessionStore(db, clock);
  const upstream = createUpstream(app, options.idpUrl, options.apiUrl);
  const broker = new TokenBroker(upstream, sessions, clock);
  await app.register(async (scope) => bffRoutes(scope, { sessions, broker, upstream, clock, cookies: { forceSecure: options.secureCookies ?? false } }));
  if (demo) await app.register(async (scope) => devOutboxRoutes(scope, db));
  const sendIndex = await consoleRoutes(app, {
    consoleDir, importMapPath: options.importMapPath, catalogue,
    // The page carries the session its cookie names (never starts one: that stays GET /bff/session's).
    // Signed in, it carries what the console asks for first too, made with that session's own token.
    session: async (request, current) => {
      const row = await currentSession(request, sessions);
      if (!row) return null;
      const start = await pageStart({ broker, upstream }, request, row, current);
      return { session: sessionBody(row), ...(start ? { start } : {}) };
    },
    config: { allowOverrides, sentryDsn, demo, version: VERSION },
    sdkVersion: options.sdkVersion ?? SDK_VERSION,
    reservedCardPlaces: options.reservedCardPlaces ?? DEFAULT_RESERVED_CARD_PLACES,
    warn: (message) => app.log.warn(message),
  });
  app.setNotFoundHandler(async (request, reply) => {
    if ((request.method === 'GET' || request.method === 'HEAD') && !RESERVED.test(request.url)) return sendIndex(reply);
    return reply.code(404).send({ error: { code: 'NOT_FOUND', message: `Route ${request.method} ${request.url.split('?')[0]} not found` } });
  });

  // At start too: a server that was down for a while drops audit rows past retention before it serves any.
  await purgeExpired(db, clock());
  // Every instance ticks; the one that claims the run purges (instances sharing a PostgreSQL database purge once per period).
  const purgeEvery = 10 * 60_000;
  const purgeIfDue = async () => {
    if (await claimJob(db, 'purge_expired', clock(), purgeEvery - 1_000)) await purgeExpired(db, clock());
  };
  const purge = setInterval(() => void purgeIfDue().catch((error: unknown) => app.log.warn({ err: error }, 'purge of expired rows failed')), purgeEvery);
  purge.unref();
  const stopSnapshots = await schedulePostureSnapshots(db, clock, (error) => app.log.warn({ err: error }, 'posture snapshot failed'));
  const stopRiskExpiry = scheduleRiskExpiry(db, clock, (error) => app.log.warn({ err: error }, 'reopening expired accepted risks failed'));
  const stopCveRollups = scheduleCveRollups(db, (error) => app.log.warn({ err: error }, 'taking the changed CVEs\' rollups failed'));
  // Made-up connector telemetry belongs to the demo only: a real deployment's figures come from its connectors.
  const stopTelemetryFeed = demo ? scheduleDemoTelemetryFeed(db, clock, (error) => app.log.warn({ err: error }, 'connector telemetry feed failed')) : () => {};
  app.addHook('onClose', async () => {
    clearInterval(purge);
    stopSnapshots();
    stopRiskExpiry();
    await stopCveRollups();
    stopTelemetryFeed();
    await invalidation?.close();
    await db.destroy();
  });

  let address: string;
  try {
    address = await app.listen({ port: options.port ?? 8080, host: options.host ?? '127.0.0.1' });
  } catch (error) {
    await app.close();
    throw error;
  }
  const port = Number(new URL(address).port);
  ctx.publicOrigin = configuredOrigin ?? listenOrigin(address);
  return { app, url: `http://127.0.0.1:${port}`, port, seed, close: () => app.close() };
}
