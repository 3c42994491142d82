import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../db/openDatabase.js';
import { seedDemoIfEmpty } from '../../demo/seedDemo.js';
import { afterClause, alertFilters, filterClause, orderClause, SORT_COLUMNS, type SortKey, sortSpec } from './alertQuery.js';

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

const where = (input: Record<string, unknown>) => filterClause('tnt_acme', alertFilters.parse(input), NOW);
const page = (input: Record<string, unknown>) => {
  const f = alertFilters.parse(input);
  return sql`SELECT id FROM alerts WHERE ${where(input)} ORDER BY ${orderClause(sortSpec(f))} LIMIT 50 OFFSET 100`;
};
const count = (input: Record<string, unknown>) => sql`SELECT count(*) FROM alerts WHERE ${where(input)}`;
const groupBy = (input: Record<string, unknown>) =>
  sql`SELECT rule_id, severity_rank, min(title), count(*) FROM alerts WHERE ${where(input)} GROUP BY rule_id, severity_rank`;
const IAC_SORTS: readonly SortKey[] = ['repository', 'branch', 'filePath'];
const FULL_SCAN = /SCAN alerts(?! USING)/;

describe('alert page queries read an index in order', () => {
  const sorts = (Object.keys(SORT_COLUMNS) as SortKey[]).flatMap((sort) => (['asc', 'desc'] as const).map((dir) =>
    ({ sort, dir, ...(IAC_SORTS.includes(sort) ? { kind: 'iac' } : {}) })));
  it.each(sorts)('sorted %j: an index search, no sort of the whole set', async (input) => {
    const detail = await plan(page(input));
    expect(detail).toMatch(/^SEARCH alerts USING (COVERING )?INDEX alerts_/);
    expect(detail).not.toMatch(FULL_SCAN);
    expect(detail).not.toContain('TEMP B-TREE');
  });

  // Each equality filter alone, newest first: the index named by the filter's column, read in last-seen order.
  const equality: [Record<string, unknown>, string][] = [
    [{ status: ['Open'] }, 'status'], [{ severity: ['Critical'] }, 'severity_rank'], [{ policy: ['ZS-AWS-S3-001'] }, 'rule_id'],
    [{ cloud: ['azure'] }, 'cloud'], [{ account: [1] }, 'account_id'], [{ region: ['us-east-1'] }, 'region'],
    [{ assetCategory: ['Storage'] }, 'asset_category'], [{ assetType: ['Key Vault'] }, 'asset_type'], [{ businessUnit: ['Payments'] }, 'business_unit'],
    [{ complianceControl: ['CIS AWS 5.2'] }, 'compliance_control'], [{ statusDescription: ['False positive'] }, 'status_description'],
    [{ kind: 'iac', repository: ['data/k8s-manifests'] }, 'repository'], [{ kind: 'iac', branch: ['main'] }, 'branch'], [{ kind: 'iac', line: 12 }, 'line'],
    [{ status: ['Open'], severity: ['Critical'] }, 'severity_rank'], [{ ids: ['ZS-CLOUD-100001'] }, 'ref'],
    [{ resourceId: ['arn:aws:s3:::payments-prod-s3bucket-1'] }, 'resource'],
  ];
  it.each(equality)('filtered %j: searches on %s; the page needs no sort and the total reads only the index', async (input, column) => {
    const detail = await plan(page(input));
    expect(detail).toMatch(new RegExp(`^SEARCH alerts USING (COVERING )?INDEX alerts_\\w+ \\(.*\\b${column}=\\?`));
    if (column !== 'ref') expect(detail).not.toContain('TEMP B-TREE');
    expect(await plan(count(input))).toMatch(new RegExp(`^SEARCH alerts USING ${column === 'ref' ? '' : 'COVERING '}INDEX alerts_\\w+ \\(.*\\b${column}=\\?`));
  });

  it('a commit prefix is a range on the IaC commit index', async () => {
    expect(await plan(count({ kind: 'iac', commit: 'ABCD' }))).toMatch(/USING COVERING INDEX alerts_iac_commit \(.*commit_sha>\? AND commit_sha<\?\)/);
    expect(await plan(page({ kind: 'iac', commit: 'ABCD' }))).toMatch(/^SEARCH alerts USING INDEX alerts_iac_commit/);
  });

  // Ranges and contains-text filters have no index of their own: the page walks the last-seen index and stops at a page,
  // and a time range or a contains filter is counted from an index, never from the table.
  const ranges: Record<string, unknown>[] = [
    { lastSeenFrom: NOW - 7 * 86_400_000 }, { lastSeenTo: NOW - 7 * 86_400_000 }, { firstSeenFrom: NOW - 86_400_000 * 30 }, { firstSeenTo: NOW - 86_400_000 * 30 },
    { ageMin: 10 }, { ageMax: 20 }, { resource: 'security-group' }, { kind: 'iac', filePath: 'k8s' }, { q: 'cloudtrail' },
  ];
  it.each(ranges)('filtered %j: no full scan of the table for the page', async (input) => {
    const detail = await plan(page(input));
    expect(detail).toMatch(/^SEARCH alerts USING (COVERING )?INDEX alerts_kind_last_seen/);
    expect(detail).not.toMatch(FULL_SCAN);
    expect(detail).not.toContain('TEMP B-TREE');
  });
  it.each(ranges.filter((r) => !('q' in r)))('filtered %j: the total is counted from an index', async (input) => {
    expect(await plan(count(input))).toMatch(/^SEARCH alerts USING COVERING INDEX alerts_/);
  });

  it('the keyset step of export and previous/next seeks into the sort index', async () => {
    for (const input of [{}, { sort: 'policy' }, { sort: 'severity', status: ['Open'] }, { sort: 'resource', dir: 'asc' }]) {
      const f = alertFilters.parse(input);
      const row = { id: 5, title: 'x', last_seen: NOW, severity_rank: 3, resource: 'r', status: 'Open' };
      const detail = await plan(sql`SELECT id FROM alerts WHERE ${where(input)} AND ${afterClause(sortSpec(f), row)} ORDER BY ${orderClause(sortSpec(f))} LIMIT 1000`);
      expect(detail, JSON.stringify(input)).toMatch(/^SEARCH alerts USING (COVERING )?INDEX alerts_\w+ \(.*(last_seen|\(.*last_seen\))[<>]/);
      expect(detail).not.toContain('TEMP B-TREE');
    }
  });
});

describe('free text', () => {
  const terms = ['cloudtrail', 'ZS-CLOUD-1000', 'security-group', 'acme', 'aws', '100_%', 'no-such-thing'];
  it.each(terms)('%s: the row-by-row and the index-set plans match the same alerts', async (q) => {
    for (const kind of ['cloud', 'iac'] as const) {
      const f = alertFilters.parse({ q, kind });
      const ids = async (mode: 'row' | 'set') =>
        (await sql<{ id: number }>`SELECT id FROM alerts WHERE ${filterClause('tnt_acme', f, NOW, mode)} ORDER BY id`.execute(db)).rows.map((r) => r.id);
      expect(await ids('set')).toEqual(await ids('row'));
    }
  });

  it('the total under free text reads only indexes, and rows by primary key', async () => {
    const f = alertFilters.parse({ q: 'cloudtrail' });
    const detail = await plan(sql`SELECT count(*) FROM alerts WHERE ${filterClause('tnt_acme', f, NOW, 'set')}`);
    const alertSteps = detail.split(' | ').filter((step) => /^(SEARCH|SCAN) alerts/.test(step));
    expect(alertSteps.length).toBeGreaterThan(3);
    for (const step of alertSteps) expect(step).toMatch(/^SEARCH alerts USING (COVERING INDEX|INTEGER PRIMARY KEY)/);
  });
});

describe('group by policy reads a covering index', () => {
  it.each([{}, { status: ['Open'] }, { severity: ['Critical', 'High'] }, { severity: ['Critical'] }, { cloud: ['aws'] }, { status: ['Open'], severity: ['High'] }])(
    'under %j', async (input) => {
      const detail = await plan(groupBy(input));
      expect(detail).toMatch(/^SEARCH alerts USING COVERING INDEX alerts_kind_(sev_policy|status_policy_rank)/);
      expect(detail).not.toContain('TEMP B-TREE');
    });
});
