import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../db/openDatabase.js';
import { cveGroups } from './cveGroups.js';
import { findingFilters } from './vulnerabilityQuery.js';

let db: Db;
let dir: string;
let id = 0;
const finding = (cve: string, priority: number, status = 'Open') => ({ id: ++id, tenant_id: 'tnt_a', asset_id: id, cve, severity: 'High', status,
  cvss_x10: 75, epss_e5: 100, kev: 0, fix_available: 0, exposed: 0, priority });
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'palisade-cve-groups-'));
  db = await openDatabase(dir);
  // Log4Shell at fifteen priorities (99 down to 85) before the xz backdoor's 84 and OpenSSH's 80 and 80: the page order
  // lies past the first rows a page reads.
  await db.insertInto('vulnerabilities').values([...Array.from({ length: 15 }, (_, i) => finding('CVE-2021-44228', 99 - i)),
    finding('CVE-2024-3094', 84), finding('CVE-2024-6387', 80), finding('CVE-2024-6387', 80), finding('CVE-2023-4863', 97, 'Fixed')]).execute();
}, 120_000);
afterAll(async () => { await db.destroy(); rmSync(dir, { recursive: true, force: true }); });

const page = async (query: Record<string, string>, n: number) => {
  const { groups, total } = await cveGroups(db, 'tnt_a', findingFilters.parse(query), n, 1);
  return { cves: groups.map((g) => [g.cve, g.findings, g.priority, g.assets]), total };
};

describe('a page of CVEs in priority order', () => {
  it('puts each CVE at its highest priority, one page after another, with the number of CVEs of the status', async () => {
    expect(await page({ status: 'open' }, 1)).toEqual({ cves: [['CVE-2021-44228', 15, 99, 15]], total: 3 });
    expect(await page({ status: 'open' }, 2)).toEqual({ cves: [['CVE-2024-3094', 1, 84, 1]], total: 3 });
    expect(await page({ status: 'open' }, 3)).toEqual({ cves: [['CVE-2024-6387', 2, 80, 2]], total: 3 });
    expect(await page({ status: 'open' }, 4)).toEqual({ cves: [], total: 3 });
  });

  it('across statuses, and lowest first when asked', async () => {
    expect(await page({}, 2)).toEqual({ cves: [['CVE-2023-4863', 1, 97, 1]], total: 4 });
    expect(await page({ status: 'open', dir: 'asc' }, 1)).toEqual({ cves: [['CVE-2024-6387', 2, 80, 2]], total: 3 });
  });
});
