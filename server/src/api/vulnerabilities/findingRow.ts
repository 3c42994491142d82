import { csvCell } from '../alerts/alertRow.js';
import type { CvesTable, VulnerabilitiesTable } from '../../db/schema.js';
import type { Selectable } from 'kysely';
import { statusFromDb } from './vulnerabilityQuery.js';
import type { CveDto, FindingDto } from './vulnerabilitySchemas.js';
import { vulnerabilityPriority } from './vulnerabilityPriority.js';
import { severityOfCvss } from './vulnerabilitySeverity.js';

export type FindingRow = Selectable<VulnerabilitiesTable>;
export interface FindingAsset { id: number; name: string; type: string; resource_id: string; exposure_reason: string }

/** A CVE as the API shows it; a finding whose CVE has no record (an older scan) shows what the finding itself knows. */
export function toCve(row: CvesTable | undefined, finding?: Pick<FindingRow, 'cve' | 'cvss_x10' | 'epss_e5' | 'kev' | 'exploit'>): CveDto {
  if (!row) {
    const cvss = (finding?.cvss_x10 ?? 0) / 10;
    return { id: finding?.cve ?? '', title: finding?.cve ?? '', description: '', severity: severityOfCvss(cvss), cvss: { score: cvss, version: '', vector: '' },
      epss: { score: (finding?.epss_e5 ?? 0) / 100_000, percentile: 0 }, kev: { listed: finding?.kev === 1, dateAdded: null, ransomware: false },
      exploitAvailable: finding?.exploit === 1, published: '', references: [] };
  }
  return {
    id: row.id, title: row.title, description: row.description, severity: severityOfCvss(row.cvss_x10 / 10),
    cvss: { score: row.cvss_x10 / 10, version: row.cvss_version, vector: row.cvss_vector },
    epss: { score: row.epss_e5 / 100_000, percentile: row.epss_percentile_e5 / 100_000 },
    kev: { listed: row.kev_added !== null, dateAdded: row.kev_added, ransomware: row.kev_ransomware === 1 },
    exploitAvailable: row.exploit === 1, published: row.published, references: JSON.parse(row.refs) as string[],
  };
}

const iso = (ms: number) => new Date(Number(ms)).toISOString();

/** The sentence is rebuilt from the same inputs the stored score came from, so both always agree. */
export function toFinding(row: FindingRow, cve: CvesTable | undefined, asset: FindingAsset | undefined, now: number): FindingDto {
  const c = toCve(cve, row);
  const priority = vulnerabilityPriority({ cvss: row.cvss_x10 / 10, epss: row.epss_e5 / 100_000, kev: row.kev === 1, ransomware: c.kev.ransomware, exposed: row.exposed === 1 });
  return {
    id: Number(row.id), cve: c,
    package: { name: row.package_name, installedVersion: row.installed_version, fixedVersion: row.fixed_version, path: row.package_path, purl: row.purl },
    fixAvailable: row.fix_available === 1,
    asset: { id: Number(row.asset_id), name: asset?.name ?? '', type: asset?.type ?? '', resourceId: asset?.resource_id ?? '', exposed: row.exposed === 1,
      exposureReason: asset?.exposure_reason ?? '' },
    firstSeen: iso(row.first_seen), lastSeen: iso(row.last_seen), status: statusFromDb(row.status),
    acceptedRisk: row.status === 'Accepted'
      ? { reason: row.accept_reason, expiresAt: iso(row.accept_expires), by: row.accepted_by, expired: Number(row.accept_expires) <= now } : null,
    priority: { score: Number(row.priority), sentence: priority.sentence }, source: row.source,
  };
}

const HEADER = ['CVE', 'Title', 'Severity', 'CVSS', 'CVSS vector', 'EPSS', 'EPSS percentile', 'KEV', 'KEV added', 'Ransomware', 'Exploit available', 'Package',
  'Installed version', 'Fixed version', 'Path', 'PURL', 'Asset id', 'Asset', 'Asset type', 'Resource id', 'Internet exposed', 'First seen', 'Last seen', 'Status',
  'Accepted reason', 'Accepted until', 'Priority', 'Why'];
export const findingCsvHeaderLine = () => `${HEADER.map(csvCell).join(',')}\r\n`;
export function findingCsvLine(f: FindingDto): string {
  return `${[f.cve.id, f.cve.title, f.cve.severity, f.cve.cvss.score, f.cve.cvss.vector, f.cve.epss.score, f.cve.epss.percentile, f.cve.kev.listed,
    f.cve.kev.dateAdded ?? '', f.cve.kev.ransomware, f.cve.exploitAvailable, f.package.name, f.package.installedVersion, f.package.fixedVersion, f.package.path,
    f.package.purl, f.asset.id, f.asset.name, f.asset.type, f.asset.resourceId, f.asset.exposed, f.firstSeen, f.lastSeen, f.status,
    f.acceptedRisk?.reason ?? '', f.acceptedRisk?.expiresAt ?? '', f.priority.score, f.priority.sentence].map((v) => csvCell(typeof v === 'boolean' ? String(v) : v)).join(',')}\r\n`;
}
