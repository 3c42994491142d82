import { sql } from 'kysely';
import { isPostgres } from '../db/dialect.js';
import type { Db } from '../db/openDatabase.js';
import { type DemoScale } from './demoScale.js';
import { seedAuditLogs } from './seedAuditLogs.js';
import { createPrng } from './prng.js';
import { seedAdministration } from './seedAdministration.js';
import { seedApiKeysAndTrustedIps } from './seedApiKeysAndTrustedIps.js';
import { seedConnectorTelemetry } from './seedConnectorTelemetry.js';
import { seedConnectors } from './seedConnectors.js';
import { seedIac } from './seedIac.js';
import { seedDirectory } from './seedDirectory.js';
import { seedPosture } from './seedPosture.js';
import { seedPostureHistory } from './seedPostureHistory.js';
import { seedComplianceDays } from './seedComplianceDays.js';
import { seedUsers } from './seedUsers.js';
import { SeedTimes } from './SeedTimes.js';

export const DEMO_SEED = 20_240_601;

export type SeedOutcome = { seeded: false }
  | { seeded: true; scale: DemoScale; ms: number; counts: Record<string, number>; /** Time spent per table and step. */ tableMs: Record<string, number> };

/** How the demo is written: `bulk` (the large scale's default) builds indexes and counts after loading the rows. */
export interface SeedOptions { bulk?: boolean }

/** The database has orgs but no completion marker: a first start stopped while generating the demo. */
export class IncompleteSeedError extends Error {
  override name = 'IncompleteSeedError';
}

const NUMBERED = ['cloud_accounts', 'alerts', 'assets', 'identities', 'vulnerabilities', 'compliance_results', 'asset_changes'] as const;

/** The demo writes its own ids; PostgreSQL's identities then continue after them, as SQLite's rowids do. */
async function advanceIdentities(db: Db): Promise<void> {
  for (const table of NUMBERED) {
    await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT COALESCE(max(id), 0) + 1 FROM ${sql.table(table)}), false)`.execute(db);
  }
}

/**
 * Fills an empty database with the demo, all in one transaction: a failure
 * leaves the database empty, and the next start seeds again. The `demo_seed`
 * row of `meta`, written last, marks a complete seed; a database that has orgs
 * without it is refused rather than served half filled.
 */
export async function seedDemoIfEmpty(db: Db, scale: DemoScale, now: number, options: SeedOptions = {}): Promise<SeedOutcome> {
  const existing = await db.selectFrom('orgs').select('id').limit(1).executeTakeFirst();
  if (existing) {
    const marker = await db.selectFrom('meta').select('value').where('key', '=', 'demo_seed').executeTakeFirst();
    if (!marker) throw new IncompleteSeedError('its demo data is incomplete (an earlier first start stopped while generating it)');
    return { seeded: false };
  }
  const started = performance.now();
  const times = new SeedTimes();
  // The large scale writes millions of index entries in random order: with SQLite's default 2 MB page cache most of
  // them would go to disk and back. The usual size comes back after the seed.
  const cacheSize = isPostgres(db) ? undefined : (await sql<{ cache_size: number }>`PRAGMA cache_size`.execute(db)).rows[0]?.cache_size;
  if (cacheSize !== undefined) await sql`PRAGMA cache_size = -262144`.execute(db);
  const counts = await db.transaction().execute(async (trx) => {
    // Instances starting together on one empty PostgreSQL database: one seeds, the others wait and find its data.
    if (isPostgres(trx)) {
      await sql`SELECT pg_advisory_xact_lock(${DEMO_SEED})`.execute(trx);
      if (await trx.selectFrom('orgs').select('id').limit(1).executeTakeFirst()) return undefined;
    }
    await seedDirectory(trx, now);
    await seedUsers(trx, now);
    await seedApiKeysAndTrustedIps(trx, now);
    const posture = await seedPosture(trx, scale, createPrng(DEMO_SEED), now, times, options.bulk ?? scale === 'large');
    // Its own random sequence: the history never changes the posture rows above.
    posture['postureSnapshots'] = await seedPostureHistory(trx, createPrng(DEMO_SEED + 1), now);
    await seedAdministration(trx, now);
    await seedAuditLogs(trx, now);
    await seedConnectors(trx, now, scale);
    await seedIac(trx, now);
    // After every alert is in (IaC ones too): a narrowed compliance trend has its month of history.
    posture['complianceDays'] = await seedComplianceDays(trx, now);
    Object.assign(posture, await seedConnectorTelemetry(trx, scale, now));
    if (isPostgres(trx)) await advanceIdentities(trx);
    await trx.insertInto('meta').values([{ key: 'demo_scale', value: scale }, { key: 'demo_seed', value: String(DEMO_SEED) }]).execute();
    return posture;
  }).finally(async () => {
    if (cacheSize !== undefined) await sql`PRAGMA cache_size = ${sql.raw(String(Math.trunc(cacheSize)))}`.execute(db);
  });
  // The seed's pages are all in the write-ahead log; moving them into the database file now keeps the log from
  // staying as large as the database until SQLite's next automatic checkpoint.
  if (!counts) return { seeded: false };
  if (!isPostgres(db)) await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  // Freshly loaded rows are not yet marked all-visible, so PostgreSQL's index-only scans (list totals, sorted pages)
  // would still read the table: a vacuum marks them, outside the seed's transaction as it must be. Every table, small
  // ones too: autovacuum never analyzes a table of 20 business units, and without their statistics the planner took a
  // business unit for one account and sorted 93,642 assets for a page it could read off the account name index.
  else await sql`VACUUM (ANALYZE)`.execute(db);
  return { seeded: true, scale, ms: Math.round(performance.now() - started), counts, tableMs: times.ms };
}
