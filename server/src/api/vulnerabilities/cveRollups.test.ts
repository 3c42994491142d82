import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../db/openDatabase.js';
import { cveGroups } from './cveGroups.js';
import { rollUpChangedCves } from './cveRollups.js';
import { findingFilters } from './vulnerabilityQuery.js';

let db: Db;
let dir: string;
const DAY = 86_400_000;
const finding = (id: number, asset: number, pkg: string, o: { status?: string; exposed?: number; fix?: number; day: number }) => ({ id, tenant_id: 'tnt_a',
  asset_id: asset, cve: 'CVE-2021-44228', severity: 'Critical', status: o.status ?? 'Open', package_name: pkg, cvss_x10: 100, epss_e5: 97_000, kev: 1,
  fix_available: o.fix ?? 1, exposed: o.exposed ?? 0, priority: 93, first_seen: o.day * DAY, last_seen: (o.day + 10) * DAY });
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'palisade-cve-rollups-'));
  db = await openDatabase(dir);
  await db.insertInto('vulnerabilities').values([finding(1, 1, 'log4j-core', { day: 3 }), finding(2, 1, 'log4j-api', { day: 5, fix: 0 }),
    finding(3, 2, 'log4j-core', { day: 4, exposed: 1 }), finding(4, 3, 'log4j-core', { day: 1, status: 'Fixed' })]).execute();
}, 120_000);
afterAll(async () => { await db.destroy(); rmSync(dir, { recursive: true, force: true }); });

const row = async (query: Record<string, string>) => {
  const [g] = (await cveGroups(db, 'tnt_a', findingFilters.parse(query), 1, 50)).groups;
  return [g!.findings, g!.assets, g!.exposed_assets, g!.first_seen / DAY, g!.last_seen / DAY, g!.packages];
};
const rollups = () => db.selectFrom('vulnerability_cve_rollups').select(['status', 'findings', 'assets', 'exposed_assets', 'first_seen', 'last_seen', 'packages'])
  .where('tenant_id', '=', 'tnt_a').orderBy('status').execute()
  .then((rows) => rows.map((r) => [r.status, r.findings, r.assets, r.exposed_assets, Number(r.first_seen) / DAY, Number(r.last_seen) / DAY, JSON.parse(r.packages).sort()]));

describe('the rollups of a CVE', () => {
  it('are taken for each status and every status once its findings changed, and unmark it', async () => {
    expect(await rollUpChangedCves(db)).toBe(1);
    expect(await rollups()).toEqual([
      ['*', 4, 3, 1, 1, 15, ['log4j-api', 'log4j-core']],
      ['Fixed', 1, 1, 0, 1, 11, ['log4j-core']],
      ['Open', 3, 2, 1, 3, 15, ['log4j-api', 'log4j-core']],
    ]);
    expect(await db.selectFrom('vulnerability_cve_changes').selectAll().execute()).toEqual([]);
    expect(await rollUpChangedCves(db)).toBe(0);
  });

  it('answer a page only where no filter leaves out a finding of the CVE', async () => {
    expect(await row({ status: 'open' })).toEqual([3, 2, 1, 3, 15, ['log4j-api', 'log4j-core']]);
    expect(await row({})).toEqual([4, 3, 1, 1, 15, ['log4j-api', 'log4j-core']]);
    // The fix filter leaves out log4j-api on asset 1: asset 1 still counts through log4j-core, first seen on day 3.
    expect(await row({ status: 'open', fixAvailable: 'true' })).toEqual([2, 2, 1, 3, 14, ['log4j-core']]);
    expect(await row({ status: 'open', exposed: 'true' })).toEqual([1, 1, 1, 4, 14, ['log4j-core']]);
  });

  it('are not read for a CVE whose findings changed since, until they are taken again', async () => {
    // Asset 1 turning exposed leaves as many findings: only the mark tells that the rollup is behind.
    await db.updateTable('vulnerabilities').set({ exposed: 1 }).where('asset_id', '=', 1).execute();
    expect(await row({ status: 'open' })).toEqual([3, 2, 2, 3, 15, ['log4j-api', 'log4j-core']]);
    await db.updateTable('vulnerabilities').set({ status: 'Fixed' }).where('id', '=', 3).execute();
    expect(await row({ status: 'open' })).toEqual([2, 1, 1, 3, 15, ['log4j-api', 'log4j-core']]);
    expect(await rollUpChangedCves(db)).toBe(1);
    expect((await rollups()).find((r) => r[0] === 'Open')).toEqual(['Open', 2, 1, 1, 3, 15, ['log4j-api', 'log4j-core']]);
    expect(await row({ status: 'open' })).toEqual([2, 1, 1, 3, 15, ['log4j-api', 'log4j-core']]);
  });
});
