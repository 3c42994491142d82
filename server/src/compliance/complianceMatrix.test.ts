import type SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { migratedMemoryDatabase } from '../../test/support/migratedMemoryDatabase.js';
import type { Database } from '../db/schema.js';
import { complianceMatrix } from './complianceMatrix.js';
import type { Framework } from './parseFramework.js';

const req = (id: string, checks: string[]) => ({ id, title: `Title ${id}`, description: '', rationale: '', remediation: '', references: [], checks });
const ONE: Framework = { id: 'T', name: 'Test', version: '1', description: '', sections: [
  { id: 'S1', title: 'One', requirements: [req('R1', ['CHK-A']), req('R2', ['CHK-A', 'CHK-B'])] },
  { id: 'S2', title: 'Two', requirements: [req('R3', ['CHK-C']), req('R4', [])] },
] };
const TWO: Framework = { id: 'U', name: 'Other', version: '1', description: '', sections: [{ id: 'X', title: 'Only', requirements: [req('Q1', ['CHK-B'])] }] };
const DAY = 86_400_000;

describe('complianceMatrix', () => {
  let sqlite: SqliteDatabase.Database;
  let db: Kysely<Database>;
  const alert = (tenant: string, account: number, cloud: string, status: string, rule: string, ref: string) =>
    sqlite.prepare(`INSERT INTO alerts (tenant_id, account_id, kind, severity, severity_rank, status, title, rule_id, resource, created_at, ref, cloud, region, business_unit)
      VALUES (?, ?, 'cloud', 'High', 3, ?, 't', ?, 'res', 0, ?, ?, 'us-east-1', 'Retail')`).run(tenant, account, status, rule, ref, cloud);
  const account = (tenant: string, id: number, provider: string, name: string) =>
    sqlite.prepare(`INSERT INTO cloud_accounts (id, tenant_id, provider, name, external_id, created_at, status, status_reason, group_name, auth_kind, role_arn,
      role_external_id, scan_schedule) VALUES (?, ?, ?, ?, ?, 0, 'connected', '', '', '', '', '', 'daily')`).run(id, tenant, provider, name, `ext-${id}`);
  const scores = (m: Awaited<ReturnType<typeof complianceMatrix>>) => m.rows.map((r) => `${r.id}: ${r.cells.map((c) => `${c.accountId}=${c.score ?? '-'}`).join(' ')}`);

  beforeEach(async () => {
    ({ sqlite, db } = await migratedMemoryDatabase());
    account('tnt_a', 1, 'aws', 'prod');
    account('tnt_a', 2, 'azure', 'bank');
    account('tnt_b', 9, 'aws', 'theirs');
    alert('tnt_a', 1, 'aws', 'Open', 'CHK-A', 'A1');
    alert('tnt_a', 1, 'aws', 'Open', 'CHK-A', 'A2');
    alert('tnt_a', 2, 'azure', 'Open', 'CHK-B', 'A3');
    alert('tnt_a', 2, 'azure', 'Resolved', 'CHK-C', 'A4');
    alert('tnt_b', 9, 'aws', 'Open', 'CHK-C', 'B1');
  });

  it('scores each section in each account of the tenant, leaving a cell of unattested manual requirements unscored', async () => {
    const m = await complianceMatrix(db, 'tnt_a', [ONE], { now: 0, slice: {}, by: 'section' });
    expect(m.accounts).toEqual([{ id: 2, name: 'bank', cloud: 'azure' }, { id: 1, name: 'prod', cloud: 'aws' }]);
    // Account 1 (prod) fails R1 and R2 through CHK-A; account 2 (bank) fails R2 through CHK-B; R3 passes everywhere.
    expect(scores(m)).toEqual(['S1: 2=50 1=0', 'S2: 2=100 1=100']);
    expect(m.rows[0]!.cells[0]).toEqual({ accountId: 2, passed: 1, failed: 1, score: 50 });
  });

  it('gives one row per framework and ranks the most-failed requirements by failing accounts, then open alerts', async () => {
    const m = await complianceMatrix(db, 'tnt_a', [ONE, TWO], { now: 0, slice: {}, by: 'framework' });
    expect(scores(m)).toEqual(['T: 2=67 1=33', 'U: 2=0 1=100']);
    expect(m.mostFailed.map((r) => `${r.frameworkId}/${r.requirementId} ${r.failingAccounts} ${r.openAlerts}`)).toEqual(['T/R2 2 3', 'T/R1 1 2', 'U/Q1 1 1']);
  });

  it('narrows the accounts by cloud and counts a current attestation in every account', async () => {
    sqlite.prepare(`INSERT INTO compliance_attestations (tenant_id, framework_id, requirement_id, verdict, evidence, expires_at, attested_by, attested_at)
      VALUES ('tnt_a', 'T', 'R4', 'not_met', 'note', ?, 'usr_1', 0)`).run(5 * DAY);
    const m = await complianceMatrix(db, 'tnt_a', [ONE], { now: DAY, slice: { cloud: ['aws'] }, by: 'section' });
    expect(scores(m)).toEqual(['S1: 1=0', 'S2: 1=50']);
    const expired = await complianceMatrix(db, 'tnt_a', [ONE], { now: 6 * DAY, slice: { cloud: ['aws'] }, by: 'section' });
    expect(scores(expired)).toEqual(['S1: 1=0', 'S2: 1=100']);
  });

  it('leaves a requirement out of an account whose cloud none of its checks looks at', async () => {
    const clouds: Record<string, string> = { 'CHK-A': 'aws', 'CHK-B': 'azure', 'CHK-C': 'any' };
    const m = await complianceMatrix(db, 'tnt_a', [ONE], { now: 0, slice: {}, by: 'section', checkCloud: (c) => clouds[c] });
    // bank (azure): R1 (aws only) is out, R2 fails through CHK-B; prod (aws): R1 and R2 fail through CHK-A. R4 is manual.
    expect(m.rows.map((r) => r.cells.map((c) => [c.accountId, c.passed, c.failed, c.score]))).toEqual([[[2, 0, 1, 0], [1, 0, 2, 0]], [[2, 1, 0, 100], [1, 1, 0, 100]]]);
    const azureOnly: Framework = { ...TWO, sections: [{ id: 'X', title: 'Only', requirements: [req('Q1', ['CHK-B'])] }] };
    const n = await complianceMatrix(db, 'tnt_a', [azureOnly], { now: 0, slice: {}, by: 'framework', checkCloud: (c) => clouds[c] });
    expect(scores(n)).toEqual(['U: 2=0 1=-']);
  });

  it("never shows another tenant's accounts or alerts", async () => {
    const m = await complianceMatrix(db, 'tnt_b', [ONE], { now: 0, slice: {}, by: 'section' });
    expect(m.accounts.map((a) => a.name)).toEqual(['theirs']);
    expect(scores(m)).toEqual(['S1: 9=100', 'S2: 9=0']);
    expect(m.mostFailed.map((r) => r.requirementId)).toEqual(['R3']);
  });

  it('follows every alert change through the per-account summary it reads, as the per-region one does', async () => {
    const summary = () => sqlite.prepare(`SELECT rule_id, account_id, cloud, open_alerts FROM compliance_account_failures WHERE tenant_id = 'tnt_a' AND open_alerts > 0
      ORDER BY rule_id, account_id`).all();
    expect(summary()).toEqual([{ rule_id: 'CHK-A', account_id: 1, cloud: 'aws', open_alerts: 2 }, { rule_id: 'CHK-B', account_id: 2, cloud: 'azure', open_alerts: 1 }]);
    // Another region of the same account adds to its row; resolving both CHK-A alerts of the first region leaves the new one;
    // reopening CHK-C in bank adds a row; one alert moved to the other account moves its count.
    sqlite.prepare(`INSERT INTO alerts (tenant_id, account_id, kind, severity, severity_rank, status, title, rule_id, resource, created_at, ref, cloud, region, business_unit)
      VALUES ('tnt_a', 1, 'cloud', 'High', 3, 'Open', 't', 'CHK-A', 'res', 0, 'A5', 'aws', 'eu-west-1', 'Bank')`).run();
    sqlite.exec(`UPDATE alerts SET status = 'Resolved' WHERE ref IN ('A1', 'A2')`);
    sqlite.exec(`UPDATE alerts SET status = 'Open' WHERE ref = 'A4'`);
    sqlite.exec(`UPDATE alerts SET account_id = 1, cloud = 'aws' WHERE ref = 'A3'`);
    expect(summary()).toEqual([
      { rule_id: 'CHK-A', account_id: 1, cloud: 'aws', open_alerts: 1 }, { rule_id: 'CHK-B', account_id: 1, cloud: 'aws', open_alerts: 1 },
      { rule_id: 'CHK-C', account_id: 2, cloud: 'azure', open_alerts: 1 }]);
    // The scores by account (read from it) and by region (grouped from the per-region summary) agree.
    const whole = await complianceMatrix(db, 'tnt_a', [ONE], { now: 0, slice: {}, by: 'section' });
    const byRegion = await complianceMatrix(db, 'tnt_a', [ONE], { now: 0, slice: { region: ['us-east-1', 'eu-west-1'] }, by: 'section' });
    expect(scores(whole)).toEqual(['S1: 2=100 1=0', 'S2: 2=0 1=100']);
    expect(scores(byRegion)).toEqual(scores(whole));
    sqlite.exec(`DELETE FROM alerts WHERE ref = 'A5'`);
    expect(summary()).toEqual([{ rule_id: 'CHK-B', account_id: 1, cloud: 'aws', open_alerts: 1 }, { rule_id: 'CHK-C', account_id: 2, cloud: 'azure', open_alerts: 1 }]);
  });
});
