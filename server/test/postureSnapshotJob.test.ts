import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../src/db/openDatabase.js';
import { seedDemoIfEmpty } from '../src/demo/seedDemo.js';
import { snapshotIfDue } from '../src/posture/schedulePostureSnapshots.js';
import { hasPostureSnapshot, writePostureSnapshot } from '../src/posture/writePostureSnapshot.js';
import { databaseUrlFor } from './support/testDatabase.js';
import { createTestDatabase, dropTestDatabase } from './support/testDatabases.js';

const NOW = Date.UTC(2026, 0, 15, 12);
const TODAY = '2026-01-15';
// The stage's database: SQLite, or PostgreSQL in the server-pg stage (where the claim uses FOR UPDATE SKIP LOCKED).
const dir = mkdtempSync(join(tmpdir(), 'palisade-snapshot-'));
const url = databaseUrlFor(dir);
let db: Db;
let other: Db;

beforeAll(async () => {
  if (url) await createTestDatabase(url);
  db = await openDatabase(dir, url ? { url } : {});
  // A second instance on PostgreSQL; on SQLite the one server process has one connection.
  other = url ? await openDatabase(dir, { url }) : db;
  await seedDemoIfEmpty(db, 'small', NOW);
}, 120_000);
afterAll(async () => {
  await db.destroy();
  if (other !== db) await other.destroy();
  rmSync(dir, { recursive: true, force: true });
  if (url) await dropTestDatabase(url);
});

const rowsOf = (day: string) => db.selectFrom('posture_snapshots').selectAll().where('day', '=', day).orderBy('tenant_id').orderBy('metric').orderBy('dimension').execute();
const openCritical = () => db.selectFrom('posture_snapshots').select('value')
  .where('tenant_id', '=', 'tnt_acme').where('day', '=', '2026-01-16').where('metric', '=', 'alerts.open').where('dimension', '=', 'Critical').executeTakeFirst();

describe('the daily posture snapshot', () => {
  it('is there for today once the demo is seeded, and missing for a day not yet written', async () => {
    expect(await hasPostureSnapshot(db, TODAY)).toBe(true);
    expect(await hasPostureSnapshot(db, '2026-01-16')).toBe(false);
  });

  it('writes a day once however often it runs, and the later run replaces the figures', async () => {
    await writePostureSnapshot(db, '2026-01-16');
    const first = await rowsOf('2026-01-16');
    // Twice at once, as two instances would.
    await Promise.all([writePostureSnapshot(db, '2026-01-16'), writePostureSnapshot(other, '2026-01-16')]);
    expect(await rowsOf('2026-01-16')).toEqual(first);
    const before = (await openCritical())!.value;
    const resolved = await db.selectFrom('alerts').select('id').where('tenant_id', '=', 'tnt_acme').where('kind', '=', 'cloud')
      .where('status', '=', 'Open').where('severity', '=', 'Critical').limit(2).execute();
    await db.updateTable('alerts').set({ status: 'Resolved' }).where('id', 'in', resolved.map((r) => r.id)).execute();
    await writePostureSnapshot(db, '2026-01-16');
    expect((await openCritical())!.value).toBe(before - 2);
    expect(await rowsOf('2026-01-16')).toHaveLength(first.length);
  });

  it('runs once per hour across instances claiming at the same moment', async () => {
    const at = NOW + 86_400_000;
    const runs = await Promise.all([snapshotIfDue(db, at), snapshotIfDue(other, at), snapshotIfDue(db, at), snapshotIfDue(other, at)]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await snapshotIfDue(db, at + 30 * 60_000)).toBe(false);
    expect(await snapshotIfDue(db, at + 60 * 60_000)).toBe(true);
  });
});
