/**
 * One seeded data dir (and, on PostgreSQL, one seeded database) made before the suite, copied for each test server
 * instead of seeding the demo data again: a copy takes about a tenth of a seed, so a test's time is its own.
 *
 * A copy is the template's data as of the moment it was seeded; the test server's clock starts at that moment, so
 * the data is exactly as fresh to it as a seed of its own would be.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ServerOptions } from '../../src/app.js';
import { createTestDatabase, dropTestDatabase, copyTestDatabase } from './testDatabases.js';
import { databaseUrlFor } from './testDatabase.js';

export interface SeedTemplate {
  dataDir: string;
  /** The clock reading the demo data was seeded at. */
  seededAt: number;
}

/** The options every test server starts with; a test's own options go on top. */
export const testServerOptions = (dataDir: string, clock: () => number): ServerOptions => {
  const url = databaseUrlFor(dataDir);
  return {
    dataDir, port: 0, scale: 'small', demo: true, clock, consoleDir: join(dataDir, 'no-console'),
    rateLimits: { perAccount: 10_000, perAccountAddress: 10_000, perAddress: 10_000 },
    // The pre-2^17 cost keeps the suites fast; test/security checks the real one. Waits are not spent here either.
    passwordHashCost: 2 ** 14, sleep: async () => {}, ...(url ? { database: { url, poolSize: 4 } } : {}),
  };
};

/** Options that change what a first start writes: a server given one of them seeds its own data. */
export const SEED_OPTIONS: ReadonlySet<string> = new Set(['dataDir', 'scale', 'demo', 'clock', 'database', 'secretKeyFile', 'passwordHashCost']);

/** Seeds the template: a server's first start, then stopped. */
export async function createSeedTemplate(): Promise<SeedTemplate> {
  const dataDir = mkdtempSync(join(tmpdir(), 'palisade-seed-'));
  const url = databaseUrlFor(dataDir);
  if (url) await createTestDatabase(url);
  const seededAt = Date.now();
  const server = await createServer(testServerOptions(dataDir, () => seededAt));
  await server.close();
  return { dataDir, seededAt };
}

/** A new data dir (and database) holding the template's data. */
export async function copySeedTemplate(template: SeedTemplate): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'palisade-test-'));
  cpSync(template.dataDir, dataDir, { recursive: true });
  const url = databaseUrlFor(dataDir);
  if (url) await copyTestDatabase(databaseUrlFor(template.dataDir)!, url);
  return dataDir;
}

export async function removeSeedTemplate(template: SeedTemplate): Promise<void> {
  rmSync(template.dataDir, { recursive: true, force: true });
  const url = databaseUrlFor(template.dataDir);
  if (url) await dropTestDatabase(url);
}
