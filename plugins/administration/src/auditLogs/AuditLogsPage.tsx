import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Loading, PageTitle, ServerError, useHttp, usePluginTranslation } from '@palisade/sdk';
import { AuditEntryDialog } from './AuditEntryDialog';
import { AuditFilterForm } from './AuditFilterForm';
import { AuditLogTable } from './AuditLogTable';
import { exportUrl, fetchAuditFacets, fetchAuditPage } from './auditLogsApi';
import { paramsFromView } from './auditLogView';
import { useAuditLogView } from './useAuditLogView';
import { adminKeys } from '../shared/adminKeys';
import './auditLogs.css';

/** `/admin/configuration/audit-logs`: every change in the tenant, filtered, paged, with detail and CSV export. Read only. */
export default function AuditLogsPage() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const [view, update] = useAuditLogView();
  // The URL form of the view (without the open entry) is the query key; a time range's window is computed when the load runs.
  const key = paramsFromView({ ...view, entry: null }).toString();
  const facets = useQuery({ queryKey: adminKeys.auditFacets(), queryFn: ({ signal }) => fetchAuditFacets(http, signal) });
  const page = useQuery({
    queryKey: adminKeys.auditPage(key),
    queryFn: ({ signal }) => fetchAuditPage(http, view, signal),
    // Another page or filter keeps the rows on screen until its own arrive.
    placeholderData: keepPreviousData,
  });
  const reload = () => void page.refetch();
  const data = page.status === 'success' ? page.data : undefined;
  const filtered = Boolean(view.q || view.user || view.action || view.range);

  return (
    <section aria-labelledby="audit-logs-title" className="audit-logs">
      <PageTitle id="audit-logs-title" title={t('areas.auditLogs.title')} />
      <p>{t('auditLogs.intro')}</p>
      <AuditFilterForm view={view} facets={facets.status === 'success' ? facets.data : null} onApply={update} />
      <div className="audit-toolbar">
        {/* A running time range ("last hour") ends when the link is followed, not when it was drawn. */}
        <a className="pl-button pl-button--secondary" href={exportUrl(view)} download onClick={(e) => { e.currentTarget.href = exportUrl(view); }}>
          {t('auditLogs.export')}
        </a>
        <Button variant="secondary" onClick={reload}>{t('auditLogs.refresh')}</Button>
      </div>
      {page.status === 'error' && <ServerError title={t('auditLogs.failed')} error={page.error} onRetry={reload} retryLabel={t('auditLogs.retry')} />}
      {page.status === 'pending' && <Loading label={t('auditLogs.loading')} />}
      {data && (data.total === 0 ? (
        <p className="audit-empty" role="status">{filtered ? t('auditLogs.emptyFiltered') : t('auditLogs.empty')}</p>
      ) : (
        <>
          <p role="status">
            {data.items.length === 0 ? t('auditLogs.pastEnd', { page: view.page, pageCount: data.pageCount })
              : t('auditLogs.summary', { from: (data.page - 1) * data.pageSize + 1, to: (data.page - 1) * data.pageSize + data.items.length, total: data.total })}
          </p>
          <AuditLogTable items={data.items} dir={view.dir} busy={page.isPlaceholderData || page.isFetching} onSort={(dir) => update({ dir })}
            onOpen={(entry) => update({ entry })} />
          <nav className="audit-pager" aria-label={t('auditLogs.pager.label')}>
            <Button variant="secondary" disabled={view.page <= 1} onClick={() => update({ page: view.page - 1 })}>{t('auditLogs.pager.previous')}</Button>
            <span>{t('auditLogs.pager.page', { page: view.page, pageCount: Math.max(1, data.pageCount) })}</span>
            <Button variant="secondary" disabled={view.page >= data.pageCount} onClick={() => update({ page: view.page + 1 })}>{t('auditLogs.pager.next')}</Button>
          </nav>
        </>
      ))}
      {view.entry && (
        <AuditEntryDialog key={view.entry} id={view.entry} known={data?.items.find((e) => e.id === view.entry)} onClose={() => update({ entry: null })} />
      )}
    </section>
  );
}
