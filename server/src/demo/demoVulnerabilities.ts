import { vulnerabilityPriority } from '../api/vulnerabilities/vulnerabilityPriority.js';
import { severityOfCvss } from '../api/vulnerabilities/vulnerabilitySeverity.js';
import type { CvesTable } from '../db/schema.js';
import { cveReferences, type DemoCve, purlOf } from './cveCatalog.js';
import type { Prng } from './prng.js';

const DAY = 86_400_000;
const ACCEPT_REASONS = ['Compensating control: WAF rule blocks the vulnerable path', 'Not reachable: the vulnerable function is never called',
  'Vendor fix scheduled for the next maintenance window', 'Host is being decommissioned this quarter'] as const;

/** The asset a finding is on: its id, internet exposure and when it was first seen. */
export interface FindingHost { id: number; exposed: number; created_at: number }

export const cveRow = (tenantId: string, c: DemoCve): CvesTable => ({
  tenant_id: tenantId, id: c.id, title: c.title, description: c.description, severity: severityOfCvss(c.cvss), cvss_x10: Math.round(c.cvss * 10),
  cvss_version: '3.1', cvss_vector: c.vector, epss_e5: Math.round(c.epss * 100_000), epss_percentile_e5: Math.round(c.percentile * 100_000),
  kev_added: c.kevAdded, kev_ransomware: c.ransomware ? 1 : 0, exploit: c.exploit ? 1 : 0, published: c.published, refs: JSON.stringify(cveReferences(c)),
});

/**
 * `count` findings of the given CVEs on the hosts, a chunk at a time (memory stays flat at millions). Popular CVEs are
 * found far more often (the well-known ones lead the catalogue); 70% open, 25% fixed, 5% accepted risks with a reason
 * and an expiry; first seen after the host was, last seen lately unless fixed.
 */
export function* demoFindings(rng: Prng, tenantId: string, cves: readonly DemoCve[], hosts: readonly FindingHost[], count: number,
  nextId: () => number, now: number, chunk = 20_000) {
  for (let done = 0; done < count; done += chunk) {
    yield Array.from({ length: Math.min(chunk, count - done) }, () => {
      const c = cves[Math.floor(rng.next() ** 2.2 * cves.length)]!;
      const host = rng.pick(hosts);
      const installed = rng.pick(c.pkg.installed);
      const firstSeen = Math.max(host.created_at, now - Math.floor(360 * rng.next() ** 1.4 * DAY));
      const status = rng.weighted([['Open', 70], ['Fixed', 25], ['Accepted', 5]] as const);
      const fixable = c.pkg.fixed !== '';
      const { score } = vulnerabilityPriority({ cvss: c.cvss, epss: c.epss, kev: c.kevAdded !== null, ransomware: c.ransomware, exposed: host.exposed === 1 });
      return {
        id: nextId(), tenant_id: tenantId, asset_id: host.id, cve: c.id, severity: severityOfCvss(c.cvss), status,
        package_name: c.pkg.name, installed_version: installed, fixed_version: c.pkg.fixed, package_path: c.pkg.path, purl: purlOf(c.pkg.type, c.pkg.name, installed),
        first_seen: firstSeen, last_seen: status === 'Fixed' ? Math.min(now, firstSeen + rng.int(1, 60) * DAY) : now - rng.int(0, 20) * 3_600_000,
        first_day: new Date(firstSeen).toISOString().slice(0, 10),
        accept_reason: status === 'Accepted' ? rng.pick(ACCEPT_REASONS) : '', accept_expires: status === 'Accepted' ? now + rng.int(5, 180) * DAY : 0,
        accepted_by: status === 'Accepted' ? 'admin@acme.test' : '',
        cvss_x10: Math.round(c.cvss * 10), epss_e5: Math.round(c.epss * 100_000), kev: c.kevAdded ? 1 : 0, exploit: c.exploit ? 1 : 0,
        fix_available: fixable ? 1 : 0, exposed: host.exposed, priority: score, source: 'scan',
      };
    });
  }
}
