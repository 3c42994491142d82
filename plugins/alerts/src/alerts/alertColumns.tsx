import { createColumnHelper, type ColumnDef } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import type { Alert, AlertKind } from './alertsApi';
import type { SortKey } from './alertView';

const col = createColumnHelper<Alert>();
// One formatter for every cell: building an Intl formatter per call costs more than rendering the row.
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const date = (iso: string) => dateFormat.format(new Date(iso));

/** Table columns; each column's id is the server's sort key, so header clicks sort on the server. */
export function alertColumns(kind: AlertKind, t: TFunction, onOpen: (id: string) => void): ColumnDef<Alert, any>[] {
  const columns: ColumnDef<Alert, any>[] = [
    col.display({
      id: 'select',
      header: ({ table }) => (
        <input type="checkbox" aria-label={t('table.selectPage')} checked={table.getIsAllRowsSelected()}
          ref={(el) => { if (el) el.indeterminate = table.getIsSomeRowsSelected(); }} onChange={table.getToggleAllRowsSelectedHandler()} />
      ),
      cell: ({ row }) => (
        <input type="checkbox" aria-label={t('table.selectRow', { id: row.id })} checked={row.getIsSelected()} onChange={row.getToggleSelectedHandler()} />
      ),
    }),
    col.accessor('id', {
      id: 'id', header: t('col.id'),
      cell: (c) => <button type="button" className="alerts-link" onClick={() => onOpen(c.getValue())}>{c.getValue()}</button>,
    }),
    col.accessor('severity', { id: 'severity', header: t('col.severity'), cell: (c) => <span className={`alerts-sev alerts-sev-${c.getValue().toLowerCase()}`}>{c.getValue()}</span> }),
    col.accessor('status', {
      id: 'status', header: t('col.status'),
      cell: (c) => <span><strong>{c.getValue()}</strong><br /><small>{c.row.original.statusDescription}</small></span>,
    }),
    col.accessor((a) => a.policy.name, { id: 'policy', header: t('col.policy') }),
    col.accessor('cloud', { id: 'cloud', header: t('col.cloud'), cell: (c) => (c.getValue() === 'aws' ? 'AWS' : 'Azure') }),
    col.accessor((a) => a.account.name, { id: 'account', header: t('col.account'), 
      cell: (c) => <span>{c.getValue()}<br /><small>{c.row.original.account.externalId ?? ''}</small></span> }),
    col.accessor('region', { id: 'region', header: t('col.region') }),
    col.accessor('assetCategory', { id: 'assetCategory', header: t('col.assetCategory') }),
    col.accessor('assetType', { id: 'assetType', header: t('col.assetType') }),
    col.accessor('resource', { id: 'resource', header: t('col.resource'), cell: (c) => <span className="alerts-resource" title={c.getValue()}>{c.getValue()}</span> }),
    col.accessor('businessUnit', { id: 'businessUnit', header: t('col.businessUnit') }),
    col.accessor('complianceControl', { id: 'complianceControl', header: t('col.complianceControl') }),
    col.accessor('ageDays', { id: 'age', header: t('col.age'), cell: (c) => t('table.days', { count: c.getValue() }) }),
    col.accessor('firstSeen', { id: 'firstSeen', header: t('col.firstSeen'), cell: (c) => date(c.getValue()) }),
    col.accessor('lastSeen', { id: 'lastSeen', header: t('col.lastSeen'), cell: (c) => date(c.getValue()) }),
  ];
  if (kind === 'iac') {
    columns.splice(5, 0,
      col.accessor((a) => a.iac?.repository ?? '', { id: 'repository', header: t('col.repository') }),
      col.accessor((a) => a.iac?.branch ?? '', { id: 'branch', header: t('col.branch') }),
      col.accessor((a) => a.iac?.commit ?? '', { id: 'commit', header: t('col.commit'), enableSorting: false, cell: (c) => <code>{c.getValue()}</code> }),
      col.accessor((a) => `${a.iac?.filePath ?? ''}:${a.iac?.line ?? ''}`, { id: 'filePath', header: t('col.filePath'), cell: (c) => <code>{c.getValue()}</code> }),
    );
  }
  return columns;
}

export const isSortKey = (id: string): id is SortKey => id !== 'select' && id !== 'commit';
