import type { AlertsTable } from '../../db/schema.js';
import type { AlertDto } from './alertSchemas.js';

const DAY = 86_400_000;

/** The columns every list, export and detail reads. */
export const LIST_COLUMNS = ['id', 'ref', 'kind', 'severity', 'severity_rank', 'status', 'status_description', 'title', 'rule_id', 'cloud', 'account_id',
  'account_name', 'region', 'asset_category', 'asset_type', 'resource', 'business_unit', 'compliance_control', 'created_at', 'last_seen',
  'repository', 'branch', 'commit_sha', 'file_path', 'line'] as const;

/** A list row with the account's external id (null only if the account row is gone). */
export type AlertRow = Pick<AlertsTable, (typeof LIST_COLUMNS)[number]> & { external_id: string | null };

/** Public shape of one alert: the display id is the id; internal row ids stay internal. */
export function toAlert(row: AlertRow, now: number): AlertDto {
  return {
    // Severity, status and cloud are written only from the validated sets; the response schema checks them on the way out.
    id: row.ref, kind: row.kind, severity: row.severity as AlertDto['severity'], status: row.status as AlertDto['status'],
    statusDescription: row.status_description, policy: { id: row.rule_id, name: row.title }, cloud: (row.cloud || null) as AlertDto['cloud'],
    account: { id: row.account_id, name: row.account_name, externalId: row.external_id ?? '' },
    region: row.region, assetCategory: row.asset_category, assetType: row.asset_type, resource: row.resource,
    businessUnit: row.business_unit, complianceControl: row.compliance_control,
    ageDays: Math.max(0, Math.floor((now - row.created_at) / DAY)),
    firstSeen: new Date(row.created_at).toISOString(), lastSeen: new Date(row.last_seen).toISOString(),
    ...(row.kind === 'iac' ? { iac: { repository: row.repository, branch: row.branch, commit: row.commit_sha, filePath: row.file_path, line: row.line } } : {}),
  };
}
export type Alert = AlertDto;

export const CSV_HEADER = ['Alert ID', 'Severity', 'Status', 'Status description', 'Policy', 'Policy ID', 'Cloud', 'Account', 'Account ID', 'Region',
  'Asset category', 'Asset type', 'Resource', 'Business unit', 'Compliance control', 'Age (days)', 'First seen', 'Last seen',
  'Repository', 'Branch', 'Commit', 'File path', 'Line'];

/** One CSV cell: quoted when needed, and a leading formula character neutralised. */
export const csvCell = (value: string | number) => {
  let s = String(value);
  // A leading =, +, - or @ would run as a formula in spreadsheet apps.
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replaceAll('"', '""')}"` : s;
};

export function csvLine(a: Alert): string {
  return [a.id, a.severity, a.status, a.statusDescription, a.policy.name, a.policy.id, a.cloud ?? '', a.account.name, a.account.externalId, a.region,
    a.assetCategory, a.assetType, a.resource, a.businessUnit, a.complianceControl, a.ageDays, a.firstSeen, a.lastSeen,
    a.iac?.repository ?? '', a.iac?.branch ?? '', a.iac?.commit ?? '', a.iac?.filePath ?? '', a.iac?.line ?? ''].map(csvCell).join(',') + '\r\n';
}

export const csvHeaderLine = () => CSV_HEADER.map(csvCell).join(',') + '\r\n';
