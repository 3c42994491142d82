import type { TFunction } from 'i18next';
import { type ColumnDef, createColumnHelper } from '@palisade/sdk/inventory';
import type { Finding } from './findingsApi';
import { FINDING_COLUMNS } from './findingView';

const col = createColumnHelper<Finding>();
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
/** `file:line`, or the file alone when the scanner gave no line. */
export const fileLine = (f: { iac?: { filePath: string; line: number } }) => (f.iac ? (f.iac.line > 0 ? `${f.iac.filePath}:${f.iac.line}` : f.iac.filePath) : '');

/** The list's columns in the default order; a column's id is the server's sort key where it sorts. */
export function findingColumns(t: TFunction, onOpen: (id: string) => void): ColumnDef<Finding, any>[] {
  const byId: Record<(typeof FINDING_COLUMNS)[number], ColumnDef<Finding, any>> = {
    policy: col.accessor((f) => f.policy.name, { id: 'policy', header: t('findings.col.policy'),
      cell: (c) => <button type="button" className="iac-link" onClick={() => onOpen(c.row.original.id)}>{c.getValue()}</button> }),
    severity: col.accessor('severity', { id: 'severity', header: t('findings.col.severity'), cell: (c) => t(`findings.severity.${c.getValue()}`) }),
    repository: col.accessor((f) => f.iac?.repository ?? '', { id: 'repository', header: t('findings.col.repository') }),
    branch: col.accessor((f) => f.iac?.branch ?? '', { id: 'branch', header: t('findings.col.branch') }),
    filePath: col.accessor(fileLine, { id: 'filePath', header: t('findings.col.filePath'), cell: (c) => <code>{c.getValue()}</code> }),
    resource: col.accessor('resource', { id: 'resource', header: t('findings.col.resource') }),
    status: col.accessor('status', { id: 'status', header: t('findings.col.status'), cell: (c) => t(`findings.status.${c.getValue()}`) }),
    firstSeen: col.accessor('firstSeen', { id: 'firstSeen', header: t('findings.col.firstSeen'), cell: (c) => dateTime.format(new Date(c.getValue())) }),
    lastSeen: col.accessor('lastSeen', { id: 'lastSeen', header: t('findings.col.lastSeen'), cell: (c) => dateTime.format(new Date(c.getValue())) }),
    remediation: col.accessor('remediation', { id: 'remediation', header: t('findings.col.remediation'), cell: (c) => c.getValue() || '—' }),
  };
  return FINDING_COLUMNS.map((id) => byId[id]);
}
