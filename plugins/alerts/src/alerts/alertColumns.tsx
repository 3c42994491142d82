import { type ColumnDef, createColumnHelper } from '@palisade/sdk/inventory';
import type { TFunction } from 'i18next';
import type { Alert, AlertKind } from './alertsApi';
import { ALERT_VIEW_SPECS } from './alertView';
import { cloudLabel } from './cloudLabel';

const col = createColumnHelper<Alert>();
// One formatter for every cell: building an Intl formatter per call costs more than rendering the row.
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const date = (iso: string) => dateFormat.format(new Date(iso));

/**
 * Table columns of a tab, in the spec's default order; each column's id is the server's sort key (where it sorts),
 * so header clicks sort on the server.
 */
export function alertColumns(kind: AlertKind, t: TFunction, onOpen: (id: string) => void): ColumnDef<Alert, any>[] {
  const byId: Record<string, ColumnDef<Alert, any>> = {
    id: col.accessor('id', {
      id: 'id', header: t('col.id'),
      cell: (c) => <button type="button" className="alerts-link" onClick={() => onOpen(c.getValue())}>{c.getValue()}</button>,
    }),
    severity: col.accessor('severity', { id: 'severity', header: t('col.severity'), cell: (c) => <span className={`alerts-sev alerts-sev-${c.getValue().toLowerCase()}`}>{c.getValue()}</span> }),
    status: col.accessor('status', {
      id: 'status', header: t('col.status'),
      cell: (c) => <span><strong>{c.getValue()}</strong><br /><small>{c.row.original.statusDescription}</small></span>,
    }),
    policy: col.accessor((a) => a.policy.name, { id: 'policy', header: t('col.policy') }),
    cloud: col.accessor('cloud', { id: 'cloud', header: t('col.cloud'), cell: (c) => cloudLabel(c.getValue()) ?? '—' }),
    account: col.accessor((a) => a.account.name, { id: 'account', header: t('col.account'),
      cell: (c) => <span>{c.getValue()}<br /><small>{c.row.original.account.externalId ?? ''}</small></span> }),
    region: col.accessor('region', { id: 'region', header: t('col.region') }),
    assetCategory: col.accessor('assetCategory', { id: 'assetCategory', header: t('col.assetCategory') }),
    assetType: col.accessor('assetType', { id: 'assetType', header: t('col.assetType') }),
    resource: col.accessor('resource', { id: 'resource', header: t('col.resource'), cell: (c) => <span className="alerts-resource" title={c.getValue()}>{c.getValue()}</span> }),
    businessUnit: col.accessor('businessUnit', { id: 'businessUnit', header: t('col.businessUnit') }),
    complianceControl: col.accessor('complianceControl', { id: 'complianceControl', header: t('col.complianceControl') }),
    age: col.accessor('ageDays', { id: 'age', header: t('col.age'), cell: (c) => t('table.days', { count: c.getValue() }) }),
    firstSeen: col.accessor('firstSeen', { id: 'firstSeen', header: t('col.firstSeen'), cell: (c) => date(c.getValue()) }),
    lastSeen: col.accessor('lastSeen', { id: 'lastSeen', header: t('col.lastSeen'), cell: (c) => date(c.getValue()) }),
    repository: col.accessor((a) => a.iac?.repository ?? '', { id: 'repository', header: t('col.repository') }),
    branch: col.accessor((a) => a.iac?.branch ?? '', { id: 'branch', header: t('col.branch') }),
    commit: col.accessor((a) => a.iac?.commit ?? '', { id: 'commit', header: t('col.commit'), cell: (c) => <code>{c.getValue()}</code> }),
    filePath: col.accessor((a) => `${a.iac?.filePath ?? ''}:${a.iac?.line ?? ''}`, { id: 'filePath', header: t('col.filePath'), cell: (c) => <code>{c.getValue()}</code> }),
  };
  return ALERT_VIEW_SPECS[kind].columns.map((id) => byId[id]!);
}
