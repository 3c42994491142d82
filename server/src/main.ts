import { join } from 'node:path';
import { createServer } from './app.js';
import { StartupDataError, storageReason } from './db/StartupDataError.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo/demoDirectory.js';
import { DemoScaleError, parseDemoScale } from './demo/demoScale.js';
import { parseTrustProxy } from './http/parseTrustProxy.js';
import { parseReservedCardPlaces, ReservedCardPlacesError } from './console/reservedCardPlaces.js';
import { PublicUrlError } from './shared/publicOrigin.js';
import { SecretBoxError } from './shared/secretBox.js';

const env = process.env;
const repoRoot = join(import.meta.dirname, '..', '..');
const demo = env.PALISADE_DEMO === '1';

/** A configuration mistake or an unusable data folder ends the process with one clear line rather than a stack trace. */
function exitOnConfigError(error: unknown): never {
  if (error instanceof DemoScaleError || error instanceof PublicUrlError || error instanceof StartupDataError || error instanceof SecretBoxError
    || error instanceof ReservedCardPlacesError || error instanceof RangeError) {
    console.error(`Palisade cannot start: ${error.message}`);
    process.exit(1);
  }
  // A file the server writes elsewhere at start (a key in the data folder) on a full or read-only disk.
  const path = (error as { path?: unknown } | null)?.path;
  const reason = storageReason(error);
  if (reason && typeof path === 'string') {
    console.error(`Palisade cannot start: Cannot write ${path}: ${reason}`);
    process.exit(1);
  }
  throw error;
}

const server = await (async () => createServer({
  dataDir: env.PALISADE_DATA_DIR ?? join(repoRoot, 'data'),
  database: {
    ...(env.PALISADE_DATABASE_URL ? { url: env.PALISADE_DATABASE_URL } : {}),
    ...(env.PALISADE_DATABASE_POOL_SIZE ? { poolSize: Number(env.PALISADE_DATABASE_POOL_SIZE) } : {}),
  },
  port: Number(env.PORT ?? 8080),
  host: env.HOST ?? '0.0.0.0',
  consoleDir: env.PALISADE_CONSOLE_DIR,
  importMapPath: env.PALISADE_IMPORT_MAP,
  reservedCardPlaces: parseReservedCardPlaces(env.PALISADE_RESERVED_CARD_PLACES),
  demo,
  allowOverrides: env.PALISADE_ALLOW_OVERRIDES === '1',
  ...(env.PALISADE_ALLOW_INTERNAL_TARGETS ? { allowInternalTargets: env.PALISADE_ALLOW_INTERNAL_TARGETS === '1' } : {}),
  sentryDsn: env.PALISADE_SENTRY_DSN || null,
  scale: parseDemoScale(env.PALISADE_DEMO_SCALE),
  secureCookies: env.PALISADE_SECURE_COOKIES === '1',
  rateLimits: {
    ...(env.PALISADE_RATE_LIMIT_PER_ACCOUNT ? { perAccount: Number(env.PALISADE_RATE_LIMIT_PER_ACCOUNT) } : {}),
    ...(env.PALISADE_RATE_LIMIT_PER_ADDRESS ? { perAddress: Number(env.PALISADE_RATE_LIMIT_PER_ADDRESS) } : {}),
    ...(env.PALISADE_RATE_LIMIT_PER_ACCOUNT_ADDRESS ? { perAccountAddress: Number(env.PALISADE_RATE_LIMIT_PER_ACCOUNT_ADDRESS) } : {}),
  },
  idpUrl: env.PALISADE_IDP_URL,
  apiUrl: env.PALISADE_API_URL,
  jwksUrl: env.PALISADE_JWKS_URL,
  issuer: env.PALISADE_IDP_ISSUER,
  audience: env.PALISADE_API_AUDIENCE,
  idpRedirectOrigins: env.PALISADE_IDP_REDIRECT_ORIGINS?.split(',').map((o) => o.trim()).filter(Boolean),
  trustProxy: parseTrustProxy(env.PALISADE_TRUST_PROXY),
  ...(env.PALISADE_PUBLIC_URL ? { publicUrl: env.PALISADE_PUBLIC_URL } : {}),
  ...(env.PALISADE_COUNT_CACHE_MS ? { countCacheMs: Number(env.PALISADE_COUNT_CACHE_MS) } : {}),
  ...(env.PALISADE_SECRET_KEY_FILE ? { secretKeyFile: env.PALISADE_SECRET_KEY_FILE } : {}),
  ...(env.PALISADE_ACCESS_TOKEN_TTL_SECONDS ? { accessTokenTtlS: Number(env.PALISADE_ACCESS_TOKEN_TTL_SECONDS) } : {}),
  logger: { level: env.LOG_LEVEL ?? 'info' },
}))().catch(exitOnConfigError);

const log = server.app.log;
if (server.seed.seeded) log.info({ counts: server.seed.counts, msPerTable: server.seed.tableMs }, `Generated ${server.seed.scale} demo data in ${server.seed.ms} ms`);
if (demo) {
  log.info(`Demo accounts (password ${DEMO_PASSWORD}): ${DEMO_USERS.map((u) => u.email).join(', ')}`);
  log.info('One-time codes and reset links: GET /dev/outbox?email=<email> (also logged below as [outbox])');
}
log.info(`Palisade listening on http://localhost:${server.port}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void server.close().then(() => process.exit(0)));
}
