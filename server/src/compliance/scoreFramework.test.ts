import type SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { migratedMemoryDatabase } from '../../test/support/migratedMemoryDatabase.js';
import type { Database } from '../db/schema.js';
import type { Framework } from './parseFramework.js';
import { scoreFramework, scoreFrameworks } from './scoreFramework.js';

const req = (id: string, checks: string[]) => ({ id, title: id, description: '', rationale: '', remediation: '', references: [], checks });
const FRAMEWORK: Framework = { id: 'T', name: 'Test', version: '1', description: '', sections: [
  { id: 'S1', title: 'One', requirements: [req('R1', ['CHK-A']), req('R2', ['CHK-A', 'CHK-B'])] },
  { id: 'S2', title: 'Two', requirements: [req('R3', ['CHK-C']), req('R4', []), req('R5', [])] },
] };
const DAY = 86_400_000;

describe('scoreFramework', () => {
  let sqlite: SqliteDatabase.Database;
  let db: Kysely<Database>;
  const summary = async (tenant = 'tnt_a', now = 10 * DAY, slice = {}) => {
    const s = await scoreFramework(db, tenant, FRAMEWORK, { now, slice });
    return { score: s.score, passed: s.passed, failed: s.failed, manual: s.manual, states: s.requirements.map((r) => `${r.id}:${r.state}`).join(' ') };
  };
  const alert = (tenant: string, account: number, cloud: string, region: string, bu: string, status: string, rule: string, ref: string) =>
    sqlite.prepare(`INSERT INTO alerts (tenant_id, account_id, kind, severity, severity_rank, status, title, rule_id, resource, created_at, ref, cloud, region, business_unit)
      VALUES (?, ?, 'cloud', 'High', 3, ?, 't', ?, 'res', 0, ?, ?, ?, ?)`).run(tenant, account, status, rule, ref, cloud, region, bu);

  beforeEach(async () => {
    ({ sqlite, db } = await migratedMemoryDatabase());
    alert('tnt_a', 1, 'aws', 'us-east-1', 'Retail', 'Open', 'CHK-A', 'A1');
    alert('tnt_a', 1, 'aws', 'us-east-1', 'Retail', 'Open', 'CHK-A', 'A2');
    alert('tnt_a', 2, 'azure', 'westeurope', 'Bank', 'Open', 'CHK-B', 'A3');
    alert('tnt_a', 2, 'azure', 'westeurope', 'Bank', 'Resolved', 'CHK-C', 'A4');
    alert('tnt_b', 9, 'aws', 'us-east-1', 'Retail', 'Open', 'CHK-C', 'B1');
  });

  it('fails a requirement when any of its checks has an open alert, and leaves requirements without checks manual', async () => {
    expect(await summary()).toEqual({ score: 33, passed: 1, failed: 2, manual: 2, states: 'R1:fail R2:fail R3:pass R4:manual R5:manual' });
    const r2 = (await scoreFramework(db, 'tnt_a', FRAMEWORK, { now: 0 })).requirements[1]!;
    expect([r2.failingChecks, r2.openAlerts]).toEqual([['CHK-A', 'CHK-B'], 3]);
  });

  it('slices by cloud, account, region and business unit', async () => {
    expect(await summary('tnt_a', 0, { cloud: ['azure'] })).toMatchObject({ score: 67, states: 'R1:pass R2:fail R3:pass R4:manual R5:manual' });
    expect(await summary('tnt_a', 0, { accountId: [1] })).toMatchObject({ score: 33, states: 'R1:fail R2:fail R3:pass R4:manual R5:manual' });
    expect(await summary('tnt_a', 0, { region: ['westeurope'] })).toMatchObject({ score: 67 });
    expect(await summary('tnt_a', 0, { businessUnit: ['Nobody'] })).toMatchObject({ score: 100, passed: 3, failed: 0 });
  });

  it("keeps one tenant's alerts out of another's score", async () => {
    expect(await summary('tnt_b')).toMatchObject({ score: 67, states: 'R1:pass R2:pass R3:fail R4:manual R5:manual' });
    expect(await summary('tnt_c')).toMatchObject({ score: 100, passed: 3, failed: 0 });
  });

  it('follows alert changes through the summary table', async () => {
    sqlite.exec(`UPDATE alerts SET status = 'Resolved' WHERE ref IN ('A1', 'A2'); UPDATE alerts SET status = 'Open' WHERE ref = 'A4'; DELETE FROM alerts WHERE ref = 'A3'`);
    expect(await summary()).toMatchObject({ score: 67, states: 'R1:pass R2:pass R3:fail R4:manual R5:manual' });
    sqlite.exec(`UPDATE alerts SET region = 'eu-west-1' WHERE ref = 'A4'`);
    expect(await summary('tnt_a', 0, { region: ['westeurope'] })).toMatchObject({ score: 100 });
  });

  it('counts current attestations of manual requirements and drops them when they expire', async () => {
    const attest = (id: string, verdict: string, expires: number) => sqlite.prepare(`INSERT INTO compliance_attestations
      (tenant_id, framework_id, requirement_id, verdict, evidence, expires_at, attested_by, attested_at) VALUES ('tnt_a', 'T', ?, ?, 'note', ?, 'usr_1', 0)`).run(id, verdict, expires);
    attest('R4', 'met', 30 * DAY);
    attest('R5', 'not_met', 20 * DAY);
    expect(await summary('tnt_a', 10 * DAY)).toEqual({ score: 40, passed: 2, failed: 3, manual: 0, states: 'R1:fail R2:fail R3:pass R4:pass R5:fail' });
    expect(await summary('tnt_a', 25 * DAY)).toMatchObject({ score: 50, manual: 1, states: 'R1:fail R2:fail R3:pass R4:pass R5:manual' });
    expect(await summary('tnt_a', 30 * DAY)).toMatchObject({ score: 33, manual: 2 });
    // Another tenant's attestation of the same requirement does not count here.
    expect(await summary('tnt_b', 10 * DAY)).toMatchObject({ manual: 2 });
  });

  it('scores several frameworks with one read of the summary table and one of the attestations', async () => {
    const queries: string[] = [];
    const logged = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), log: (e) => { queries.push(e.query.sql); } });
    const second: Framework = { ...FRAMEWORK, id: 'U', sections: [{ id: 'S9', title: 'Nine', requirements: [req('Q1', ['CHK-B']), req('Q2', ['CHK-C'])] }] };
    const scores = await scoreFrameworks(logged, 'tnt_a', [FRAMEWORK, second], { now: 0 });
    expect(scores.map((s) => [s.frameworkId, s.score, s.passed, s.failed, s.manual])).toEqual([['T', 33, 1, 2, 2], ['U', 50, 1, 1, 0]]);
    expect(queries).toHaveLength(2);
    expect(queries.filter((q) => q.includes('compliance_check_failures'))).toHaveLength(1);
  });
});
