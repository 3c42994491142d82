import { sql } from 'kysely';
import type { Db } from '../db/openDatabase.js';
import { type DemoScale } from './demoScale.js';
import { seedAuditLogs } from './seedAuditLogs.js';
import { createPrng } from './prng.js';
import { seedAdministration } from './seedAdministration.js';
import { seedApiKeysAndTrustedIps } from './seedApiKeysAndTrustedIps.js';
import { seedDirectory } from './seedDirectory.js';
import { seedPosture } from './seedPosture.js';
import { seedUsers } from './seedUsers.js';

export const DEMO_SEED = 20_240_601;

export type SeedOutcome = { seeded: false } | { seeded: true; scale: DemoScale; ms: number; counts: Record<string, number> };

/** Fills an empty database with the demo; a database that already has orgs is left alone. */
export async function seedDemoIfEmpty(db: Db, scale: DemoScale, now: number): Promise<SeedOutcome> {
  const existing = await db.selectFrom('orgs').select('id').limit(1).executeTakeFirst();
  if (existing) return { seeded: false };
  const started = performance.now();
  await seedDirectory(db, now);
  await seedUsers(db, now);
  await seedApiKeysAndTrustedIps(db, now);
  const counts = await seedPosture(db, scale, createPrng(DEMO_SEED), now);
  await seedAdministration(db, now);
  await seedAuditLogs(db, now);
  await db.insertInto('meta').values([{ key: 'demo_scale', value: scale }, { key: 'demo_seed', value: String(DEMO_SEED) }]).execute();
  // The seed's pages are all in the write-ahead log; moving them into the database file now keeps the log from
  // staying as large as the database until SQLite's next automatic checkpoint.
  await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  return { seeded: true, scale, ms: Math.round(performance.now() - started), counts };
}
