import type SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { migratedMemoryDatabase } from '../../test/support/migratedMemoryDatabase.js';
import type { Database } from '../db/schema.js';
import { periodDays } from '../posture/readPostureSeries.js';
import { complianceTrend, writeComplianceDay } from './complianceTrend.js';
import type { Framework } from './parseFramework.js';

const req = (id: string, checks: string[]) => ({ id, title: id, description: '', rationale: '', remediation: '', references: [], checks });
const FRAMEWORK: Framework = { id: 'T', name: 'Test', version: '1', description: '', sections: [
  { id: 'S1', title: 'One', requirements: [req('R1', ['CHK-A']), req('R2', ['CHK-B']), req('R3', ['CHK-C']), req('R4', [])] },
] };
const NOV_20 = Date.parse('2026-11-20T12:00:00Z');

describe('complianceTrend', () => {
  let sqlite: SqliteDatabase.Database;
  let db: Kysely<Database>;
  const alert = (tenant: string, account: number, cloud: string, region: string, bu: string, rule: string, ref: string) =>
    sqlite.prepare(`INSERT INTO alerts (tenant_id, account_id, kind, severity, severity_rank, status, title, rule_id, resource, created_at, ref, cloud, region, business_unit)
      VALUES (?, ?, 'cloud', 'High', 3, 'Open', 't', ?, 'res', 0, ?, ?, ?, ?)`).run(tenant, account, rule, ref, cloud, region, bu);
  const trend = async (slice: object, tenant = 'tnt_a') => {
    const s = await complianceTrend(db, tenant, [FRAMEWORK], { period: periodDays(Date.parse('2026-11-17T00:00:00Z'), NOV_20, NOV_20), today: '2026-11-20', now: NOV_20, slice });
    return { points: s.points.map((p) => `${p.day}:${p.values.T}`), previous: s.previous && `${s.previous.day}:${s.previous.values.T}` };
  };

  beforeEach(async () => {
    ({ sqlite, db } = await migratedMemoryDatabase());
    // 16 Nov: account 1 (AWS, Retail) fails CHK-A, account 2 (Azure, Bank) CHK-B; another tenant fails CHK-C.
    alert('tnt_a', 1, 'aws', 'us-east-1', 'Retail', 'CHK-A', 'A1');
    alert('tnt_a', 2, 'azure', 'westeurope', 'Bank', 'CHK-B', 'A2');
    alert('tnt_b', 9, 'aws', 'us-east-1', 'Retail', 'CHK-C', 'B1');
    for (const t of ['tnt_a', 'tnt_b']) await writeComplianceDay(db, t, '2026-11-16');
    // 18 Nov: account 1's alert is resolved and account 1 fails CHK-C in another region.
    sqlite.exec(`UPDATE alerts SET status = 'Resolved' WHERE ref = 'A1'`);
    alert('tnt_a', 1, 'aws', 'eu-west-1', 'Retail', 'CHK-C', 'A3');
    await writeComplianceDay(db, 'tnt_a', '2026-11-18');
    // Today (live): everything of account 1 is resolved.
    sqlite.exec(`UPDATE alerts SET status = 'Resolved' WHERE ref = 'A3'`);
  });

  it('scores each stored day of the slice, today live, and leaves out days without a copy', async () => {
    // One account: R1 fails on the 16th (2 of 3 pass), R3 on the 18th, nothing today.
    expect(await trend({ accountId: [1] })).toEqual({ points: ['2026-11-18:67', '2026-11-20:100'], previous: '2026-11-16:67' });
    // The Bank business unit fails R2 throughout.
    expect(await trend({ businessUnit: ['Bank'] })).toEqual({ points: ['2026-11-18:67', '2026-11-20:67'], previous: '2026-11-16:67' });
    // A region narrows it too: us-east-1 had CHK-A on the 16th only.
    expect(await trend({ region: ['us-east-1'] })).toEqual({ points: ['2026-11-18:100', '2026-11-20:100'], previous: '2026-11-16:67' });
    // Both accounts: R1 and R2 fail on the 16th (1 of 3), R2 and R3 on the 18th.
    expect(await trend({ cloud: ['aws', 'azure'] })).toEqual({ points: ['2026-11-18:33', '2026-11-20:67'], previous: '2026-11-16:33' });
  });

  it("keeps another tenant's days out of the trend", async () => {
    expect(await trend({ region: ['us-east-1'] }, 'tnt_b')).toEqual({ points: ['2026-11-20:67'], previous: '2026-11-16:67' });
    expect(await trend({ region: ['us-east-1'] }, 'tnt_c')).toEqual({ points: ['2026-11-20:100'], previous: null });
  });

  it('reads the posture history for the whole tenant', async () => {
    sqlite.exec(`INSERT INTO posture_snapshots (tenant_id, metric, dimension, day, value) VALUES ('tnt_a', 'compliance.score', 'T', '2026-11-19', 12)`);
    expect(await trend({})).toEqual({ points: ['2026-11-19:12', '2026-11-20:67'], previous: null });
  });

  it('scores each past day with the attestations as they stood at its end', async () => {
    // R4 (manual) attested met on the 17th until the 19th: it passes on the 18th only; today it has expired.
    sqlite.prepare(`INSERT INTO compliance_attestations (tenant_id, framework_id, requirement_id, verdict, evidence, expires_at, attested_by, attested_at)
      VALUES ('tnt_a', 'T', 'R4', 'met', 'Reviewed', ?, 'ann@a.test', ?)`).run(Date.parse('2026-11-19T10:00:00Z'), Date.parse('2026-11-17T10:00:00Z'));
    // Account 1: R3 fails on the 18th, R4 passes then (2 of 3 pass; 3 of 4 with R4); on the 16th R1 fails and R4 is manual.
    expect(await trend({ accountId: [1] })).toEqual({ points: ['2026-11-18:75', '2026-11-20:100'], previous: '2026-11-16:67' });
  });
});
