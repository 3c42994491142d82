import type { TFunction } from 'i18next';
import { Button } from '@palisade/sdk';
import { type ColumnDef, createColumnHelper } from '@palisade/sdk/inventory';
import { ACCOUNT_COLUMNS } from './accountView';
import type { CloudAccountView } from './cloudAccountsApi';
import { ScanProgress } from './ScanProgress';

const col = createColumnHelper<CloudAccountView>();
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export interface AccountActions { scan: (a: CloudAccountView) => void; disconnect: (a: CloudAccountView) => void; canManage: boolean }

/** The list's columns: cloud, name, id, group, status (an error says why; a running scan shows its progress), scans, counts, ZS tag and actions. */
export function accountColumns(t: TFunction, actions: AccountActions): ColumnDef<CloudAccountView, any>[] {
  const when = (at: number | null) => (at === null ? t('cloudAccounts.never') : dateTime.format(at));
  const byId: Record<(typeof ACCOUNT_COLUMNS)[number], ColumnDef<CloudAccountView, any>> = {
    cloud: col.accessor('cloud', { id: 'cloud', header: t('cloudAccounts.cloud'), cell: (c) => t(`cloudAccounts.clouds.${c.getValue()}`) }),
    name: col.accessor('name', { id: 'name', header: t('cloudAccounts.name') }),
    externalId: col.accessor('externalId', { id: 'externalId', header: t('cloudAccounts.externalId'), cell: (c) => <code>{c.getValue()}</code> }),
    group: col.accessor('group', { id: 'group', header: t('cloudAccounts.group'), cell: (c) => c.getValue() || t('cloudAccounts.noGroup') }),
    status: col.accessor('status', {
      id: 'status', header: t('cloudAccounts.status'),
      cell: (c) => {
        const a = c.row.original;
        return (
          <div>
            <span className={`admin-accounts__status admin-accounts__status--${a.status}`}>{t(`cloudAccounts.statuses.${a.status}`)}</span>
            {a.status === 'error' && <div>{a.statusReason}</div>}
            {a.scan?.status === 'running' && <ScanProgress scan={a.scan} label={t('cloudAccounts.scan.progressOf', { name: a.name })} />}
          </div>
        );
      },
    }),
    lastScanAt: col.accessor('lastScanAt', { id: 'lastScanAt', header: t('cloudAccounts.lastScan'), cell: (c) => when(c.getValue()) }),
    nextScanAt: col.accessor('nextScanAt', { id: 'nextScanAt', header: t('cloudAccounts.nextScan'), cell: (c) => when(c.getValue()) }),
    assets: col.accessor('assets', { id: 'assets', header: t('cloudAccounts.assets') }),
    openAlerts: col.accessor('openAlerts', { id: 'openAlerts', header: t('cloudAccounts.openAlerts') }),
    zsTag: col.accessor('zsTag', { id: 'zsTag', header: t('cloudAccounts.zsTag'), cell: (c) => c.getValue() || t('cloudAccounts.noGroup') }),
    actions: col.display({
      id: 'actions', header: t('cloudAccounts.actions'),
      cell: (c) => actions.canManage && (
        <div className="admin-accounts__actions">
          <Button variant="secondary" disabled={c.row.original.scan?.status === 'running'} onClick={() => actions.scan(c.row.original)}
            aria-label={t('cloudAccounts.scanNowOf', { name: c.row.original.name })}>{t('cloudAccounts.scanNow')}</Button>
          <Button variant="secondary" onClick={() => actions.disconnect(c.row.original)}
            aria-label={t('cloudAccounts.disconnectOf', { name: c.row.original.name })}>{t('cloudAccounts.disconnect')}</Button>
        </div>
      ),
    }),
  };
  return ACCOUNT_COLUMNS.map((id) => byId[id]);
}
