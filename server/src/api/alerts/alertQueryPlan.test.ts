import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../db/openDatabase.js';
import { seedDemoIfEmpty } from '../../demo/seedDemo.js';
import { alertFilters, filterClause, orderClause, sortSpec } from './alertQuery.js';

let db: Db;
let dir: string;
const NOW = Date.UTC(2026, 0, 1);
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'palisade-plan-'));
  db = await openDatabase(dir);
  await seedDemoIfEmpty(db, 'small', NOW);
});
afterAll(async () => { await db.destroy(); rmSync(dir, { recursive: true, force: true }); });

async function plan(query: ReturnType<typeof sql>): Promise<string> {
  const compiled = query.compile(db);
  const explained = await db.executeQuery<{ detail: string }>({ ...compiled, sql: `EXPLAIN QUERY PLAN ${compiled.sql}` });
  return explained.rows.map((r) => r.detail).join(' | ');
}

const page = (input: Record<string, unknown>) => {
  const f = alertFilters.parse(input);
  return sql`SELECT id FROM alerts WHERE ${filterClause('tnt_acme', f, NOW)} ORDER BY ${orderClause(sortSpec(f))} LIMIT 50`;
};

describe('alert queries use indexes', () => {
  const common: Record<string, unknown>[] = [
    {}, { sort: 'severity' }, { sort: 'age', dir: 'asc' }, { status: ['Open'] }, { status: ['Open'], sort: 'severity' },
    { severity: ['Critical', 'High'] }, { policy: ['ZS-AWS-S3-001'] }, { account: [1] }, { region: ['us-east-1'] },
    { kind: 'iac', sort: 'firstSeen' }, { lastSeenFrom: NOW - 86_400_000 * 7 },
  ];
  it.each(common)('page query %j searches an index, never scans the table', async (input) => {
    const detail = await plan(page(input));
    expect(detail).toMatch(/SEARCH alerts USING (COVERING )?INDEX alerts_/);
    expect(detail).not.toMatch(/SCAN alerts(?! USING)/);
  });

  const sorted: Record<string, unknown>[] = [
    {}, { sort: 'severity' }, { status: ['Open'] }, { status: ['Open'], sort: 'severity' }, { status: ['Open'], severity: ['Critical'], sort: 'severity' },
    { sort: 'age', dir: 'asc' }, { status: ['Open'], sort: 'age' }, { account: [1] }, { region: ['us-east-1'] },
  ];
  it.each(sorted)('page query %j reads rows in index order (no sort of the whole set)', async (input) => {
    expect(await plan(page(input))).not.toContain('TEMP B-TREE');
  });

  it('group by policy under a status filter is covered by an index too', async () => {
    const f = alertFilters.parse({ status: ['Open'] });
    const detail = await plan(sql`SELECT rule_id, severity, min(title), count(*) FROM alerts WHERE ${filterClause('tnt_acme', f, NOW)} GROUP BY rule_id, severity`);
    expect(detail).toMatch(/USING COVERING INDEX alerts_kind_status_policy/);
    expect(detail).not.toContain('TEMP B-TREE');
  });

  it('group by policy reads the policy index without sorting', async () => {
    const f = alertFilters.parse({});
    const detail = await plan(sql`SELECT rule_id, severity, min(title), count(*) FROM alerts WHERE ${filterClause('tnt_acme', f, NOW)} GROUP BY rule_id, severity`);
    expect(detail).toMatch(/SEARCH alerts USING COVERING INDEX alerts_kind_policy/);
    expect(detail).not.toContain('TEMP B-TREE');
  });
});
