import { useQuery } from '@tanstack/react-query';
import type { AuditLogEntry } from '@palisade/contracts';
import { Loading, Modal, ServerError, useHttp, usePluginTranslation } from '@palisade/sdk';
import { fetchAuditEntry } from './auditLogsApi';
import { changeList, showValue } from './changeList';
import { formatTime } from './formatTime';
import { adminKeys } from '../shared/adminKeys';

export interface AuditEntryDialogProps {
  id: string;
  /** The entry when the page already has it; else it is fetched (a shared link). */
  known: AuditLogEntry | undefined;
  onClose: () => void;
}

/** Who did what when, and the target before and after, field by field. */
export function AuditEntryDialog({ id, known, onClose }: AuditEntryDialogProps) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  // An entry never changes: one the page already has is not asked for again.
  const state = useQuery({ queryKey: adminKeys.auditEntry(id), queryFn: ({ signal }) => fetchAuditEntry(http, id, signal), enabled: !known });
  const entry = known ?? (state.status === 'success' ? state.data : undefined);
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={entry ? entry.action : t('auditLogs.detail.title')} closeLabel={t('auditLogs.detail.close')}>
      {!entry && state.status === 'pending' && <Loading label={t('auditLogs.detail.loading')} />}
      {!entry && state.status === 'error' && <ServerError title={t('auditLogs.detail.failed')} error={state.error} onRetry={() => void state.refetch()} retryLabel={t('auditLogs.retry')} />}
      {entry && <EntryDetail entry={entry} />}
    </Modal>
  );
}

function EntryDetail({ entry }: { entry: AuditLogEntry }) {
  const { t } = usePluginTranslation();
  const changes = changeList(entry.before, entry.after);
  return (
    <div className="audit-detail">
      <dl className="audit-detail__facts">
        <dt>{t('auditLogs.detail.when')}</dt><dd><time dateTime={entry.at}>{formatTime(entry.at)}</time></dd>
        <dt>{t('auditLogs.detail.who')}</dt><dd>{[entry.actor.name, entry.actor.email].filter(Boolean).join(' · ') || t('auditLogs.system')}</dd>
        <dt>{t('auditLogs.detail.tenant')}</dt><dd>{entry.tenant.name}</dd>
        <dt>{t('auditLogs.detail.interface')}</dt><dd>{t(`auditLogs.interface.${entry.interface}`)}</dd>
        <dt>{t('auditLogs.detail.action')}</dt><dd><code>{entry.action}</code></dd>
        <dt>{t('auditLogs.detail.target')}</dt><dd>{entry.target}</dd>
      </dl>
      {changes.length === 0 ? <p>{t('auditLogs.detail.noImages')}</p> : (
        <table className="audit-changes" aria-label={t('auditLogs.detail.changes')}>
          <thead>
            <tr>
              <th scope="col">{t('auditLogs.detail.field')}</th>
              <th scope="col">{t('auditLogs.detail.before')}</th>
              <th scope="col">{t('auditLogs.detail.after')}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((c) => (
              <tr key={c.field} className={c.changed ? 'audit-changes__changed' : undefined}>
                <th scope="row">{c.changed ? `${c.field} ` : c.field}{c.changed && <span className="pl-visually-hidden">{t('auditLogs.detail.changed')}</span>}</th>
                <td>{showValue(c.before)}</td>
                <td>{showValue(c.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
