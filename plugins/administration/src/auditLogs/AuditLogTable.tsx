import type { AuditLogEntry } from '@palisade/contracts';
import { Button, usePluginTranslation } from '@palisade/sdk';
import { formatTime } from './formatTime';

export interface AuditLogTableProps {
  items: AuditLogEntry[];
  dir: 'asc' | 'desc';
  busy: boolean;
  onSort: (dir: 'asc' | 'desc') => void;
  onOpen: (id: string) => void;
}

/** One row per change; the time column sorts, each row opens its detail. */
export function AuditLogTable({ items, dir, busy, onSort, onOpen }: AuditLogTableProps) {
  const { t } = usePluginTranslation();
  return (
    <table className="audit-table" aria-label={t('auditLogs.table.label')} aria-busy={busy || undefined}>
      <thead>
        <tr>
          <th scope="col" aria-sort={dir === 'desc' ? 'descending' : 'ascending'}>
            <button type="button" className="audit-sort" onClick={() => onSort(dir === 'desc' ? 'asc' : 'desc')}>
              {t('auditLogs.table.time')} <span aria-hidden="true">{dir === 'desc' ? '▼' : '▲'}</span>
              <span className="pl-visually-hidden">{t(dir === 'desc' ? 'auditLogs.table.newestFirst' : 'auditLogs.table.oldestFirst')}</span>
            </button>
          </th>
          <th scope="col">{t('auditLogs.table.user')}</th>
          <th scope="col">{t('auditLogs.table.interface')}</th>
          <th scope="col">{t('auditLogs.table.action')}</th>
          <th scope="col">{t('auditLogs.table.target')}</th>
          <th scope="col"><span className="pl-visually-hidden">{t('auditLogs.table.detail')}</span></th>
        </tr>
      </thead>
      <tbody>
        {items.map((entry) => (
          <tr key={entry.id}>
            <td><time dateTime={entry.at}>{formatTime(entry.at)}</time></td>
            <td>
              <span className="audit-actor">{entry.actor.name || t('auditLogs.system')}</span>
              {entry.actor.email && entry.actor.email !== entry.actor.name && <span className="audit-email">{entry.actor.email}</span>}
            </td>
            <td>{t(`auditLogs.interface.${entry.interface}`)}</td>
            <td><code>{entry.action}</code></td>
            <td className="audit-target">{entry.target}</td>
            <td>
              <Button variant="secondary" onClick={() => onOpen(entry.id)} aria-label={t('auditLogs.table.open', { action: entry.action, target: entry.target })}>
                {t('auditLogs.table.view')}
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
