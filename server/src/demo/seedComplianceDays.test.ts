import type SqliteDatabase from 'better-sqlite3';
import type { Kysely } from 'kysely';
import { beforeEach, describe, expect, it } from 'vitest';
import { migratedMemoryDatabase } from '../../test/support/migratedMemoryDatabase.js';
import type { Database } from '../db/schema.js';
import { COMPLIANCE_HISTORY_DAYS, seedComplianceDays } from './seedComplianceDays.js';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const at = (iso: string) => Date.parse(iso);

describe('seedComplianceDays', () => {
  let sqlite: SqliteDatabase.Database;
  let db: Kysely<Database>;
  const alert = (ref: string, rule: string, status: string, firstSeen: number, lastSeen: number, tenant = 'tnt_a') =>
    sqlite.prepare(`INSERT INTO alerts (tenant_id, account_id, kind, severity, severity_rank, status, title, rule_id, resource, created_at, last_seen, ref, cloud, region, business_unit)
      VALUES (?, 1, 'cloud', 'High', 3, ?, 't', ?, 'res', ?, ?, ?, 'aws', 'us-east-1', 'Retail')`).run(tenant, status, rule, firstSeen, lastSeen, ref);
  const days = (tenant = 'tnt_a') => sqlite.prepare(`SELECT day, rule_id, open_alerts FROM compliance_check_days WHERE tenant_id = ? AND rule_id <> '' ORDER BY day, rule_id`).all(tenant);

  beforeEach(async () => {
    ({ sqlite, db } = await migratedMemoryDatabase());
    // Only the alerts and the tenants matter here, not the organisations and accounts they belong to.
    sqlite.pragma('foreign_keys = OFF');
    for (const id of ['tnt_a', 'tnt_b']) sqlite.prepare(`INSERT INTO tenants (id, org_id, name, customer_type, region, eusa_accepted, subscriptions) VALUES (?, 'org', ?, 'x', 'us', 1, '[]')`).run(id, id);
  });

  it('counts an alert open at each day\'s end from its first seen time until it was last seen, or until today while open', async () => {
    // Open since 17 Nov; open 16 Nov to 18 Nov, then resolved; two open on the same check from 18 Nov.
    alert('A1', 'CHK-A', 'Open', at('2026-11-17T09:00:00Z'), NOW);
    alert('A2', 'CHK-B', 'Resolved', at('2026-11-16T09:00:00Z'), at('2026-11-18T09:00:00Z'));
    alert('A3', 'CHK-C', 'Open', at('2026-11-18T01:00:00Z'), NOW);
    alert('A4', 'CHK-C', 'Open', at('2026-11-18T02:00:00Z'), NOW);
    alert('B1', 'CHK-A', 'Open', at('2026-11-10T02:00:00Z'), NOW, 'tnt_b');
    const written = await seedComplianceDays(db, NOW);
    expect(days()).toEqual([
      { day: '2026-11-16', rule_id: 'CHK-B', open_alerts: 1 },
      { day: '2026-11-17', rule_id: 'CHK-A', open_alerts: 1 },
      { day: '2026-11-17', rule_id: 'CHK-B', open_alerts: 1 },
      { day: '2026-11-18', rule_id: 'CHK-A', open_alerts: 1 },
      { day: '2026-11-18', rule_id: 'CHK-C', open_alerts: 2 },
      { day: '2026-11-19', rule_id: 'CHK-A', open_alerts: 1 },
      { day: '2026-11-19', rule_id: 'CHK-C', open_alerts: 2 },
    ]);
    // Every past day of the history has its marker, so a day without open alerts still has a point; today is left to the daily snapshot.
    const marked = sqlite.prepare(`SELECT min(day) AS first, max(day) AS last, count(*) AS n FROM compliance_check_days WHERE tenant_id = 'tnt_a' AND rule_id = ''`).get();
    expect(marked).toEqual({ first: '2026-09-19', last: '2026-11-19', n: COMPLIANCE_HISTORY_DAYS });
    expect(COMPLIANCE_HISTORY_DAYS).toBe(62);
    expect(days('tnt_b')).toHaveLength(10);
    expect(written).toBe(7 + 10 + 2 * 62);
  });
});
