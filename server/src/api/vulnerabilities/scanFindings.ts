import { cveRow, demoFindings } from '../../demo/demoVulnerabilities.js';
import { demoCves } from '../../demo/cveCatalog.js';
import { createPrng } from '../../demo/prng.js';
import type { Db } from '../../db/openDatabase.js';
import type { FindingHost } from '../../demo/demoVulnerabilities.js';

/** The well-known CVEs a stand-in cloud scan reports, with their catalogue records (CVSS, EPSS, KEV, package). */
const SCAN_CVES = ['CVE-2024-3094', 'CVE-2023-44487', 'CVE-2024-6387', 'CVE-2023-4863', 'CVE-2024-21626'] as const;
const KNOWN = demoCves(createPrng(1), 0).filter((c) => (SCAN_CVES as readonly string[]).includes(c.id));

/**
 * Writes a scan's findings on its hosts as the inventory shows them (package, scores, KEV, fix, exposure and priority),
 * with the CVE records they refer to: a record the tenant already has is kept and linked, a missing one is added.
 */
export async function writeScanFindings(db: Db, tenantId: string, hosts: readonly FindingHost[], now: number): Promise<void> {
  if (hosts.length === 0) return;
  await db.insertInto('cves').values(KNOWN.map((c) => cveRow(tenantId, c))).onConflict((oc) => oc.columns(['tenant_id', 'id']).doNothing()).execute();
  const rng = createPrng(hosts[0]!.id);
  for (const chunk of demoFindings(rng, tenantId, KNOWN, hosts, hosts.length, () => 0, now)) {
    // Open, as a scan finds them; the database numbers the rows.
    const rows = chunk.map(({ id: _id, ...f }) => ({ ...f, status: 'Open', accept_reason: '', accept_expires: 0, accepted_by: '', last_seen: now, first_seen: now,
      first_day: new Date(now).toISOString().slice(0, 10) }));
    await db.insertInto('vulnerabilities').values(rows as never).execute();
  }
}
