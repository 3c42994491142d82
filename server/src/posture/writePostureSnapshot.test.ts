import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../db/openDatabase.js';
import { seedDemoIfEmpty } from '../demo/seedDemo.js';
import { snapshotIfDue } from './schedulePostureSnapshots.js';
import { hasPostureSnapshot, writePostureSnapshot } from './writePostureSnapshot.js';

const NOW = Date.UTC(2026, 0, 15, 12);
const TODAY = '2026-01-15';
const dir = mkdtempSync(join(tmpdir(), 'palisade-snapshot-'));
let db: Db;

beforeAll(async () => {
  db = await openDatabase(dir);
  await seedDemoIfEmpty(db, 'small', NOW);
}, 60_000);
afterAll(async () => {
  await db.destroy();
  rmSync(dir, { recursive: true, force: true });
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
    await writePostureSnapshot(db, '2026-01-16');
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
    const runs = await Promise.all([snapshotIfDue(db, at), snapshotIfDue(db, at), snapshotIfDue(db, at)]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await snapshotIfDue(db, at + 30 * 60_000)).toBe(false);
    expect(await snapshotIfDue(db, at + 60 * 60_000)).toBe(true);
  });
});
