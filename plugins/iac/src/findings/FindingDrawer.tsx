import { useQuery } from '@tanstack/react-query';
import { Loading, ServerError, useHttp, usePluginTranslation } from '@palisade/sdk';
import { DetailDrawer, useDetailNavigation } from '@palisade/sdk/inventory';
import { fetchFinding, findingKeys } from './findingsApi';
import { findingQuery, type FindingView } from './findingView';

export interface FindingDrawerProps {
  view: FindingView;
  /** The findings on this page, in order; undefined while it loads. */
  rowIds: string[] | undefined;
  pageCount: number;
  onChange: (change: { selected: string | null; page?: number }) => void;
}

/** One finding: where it is (repository, branch, commit, file and lines), how to fix it, and its history; previous and next walk the list. */
export function FindingDrawer({ view, rowIds, pageCount, onChange }: FindingDrawerProps) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const selected = view.selected;
  const state = useQuery({ queryKey: findingKeys.detail(selected ?? '', findingQuery(view).toString()), enabled: selected !== null,
    queryFn: ({ signal }) => fetchFinding(http, selected!, view, signal) });
  const navigation = useDetailNavigation({ rowIds, selected, page: view.page, pageCount, onChange });
  const d = selected !== null && state.status === 'success' ? state.data : null;
  const meta = d?.resource.metadata ?? {};
  return (
    <DetailDrawer rowId={selected} title={d ? d.alert.policy.name : t('findings.detail.title')} description={d ? `${d.alert.id} · ${d.alert.policy.id}` : t('findings.detail.loading')}
      onClose={() => onChange({ selected: null })} navigation={navigation}>
      {state.status === 'pending' && <Loading label={t('findings.detail.loading')} />}
      {state.status === 'error' && <ServerError title={t('findings.detail.error')} error={state.error} onRetry={() => void state.refetch()} />}
      {d && (
        <>
          <dl className="iac-detail">
            <dt>{t('findings.col.severity')}</dt><dd>{t(`findings.severity.${d.alert.severity}`)}</dd>
            <dt>{t('findings.col.status')}</dt><dd>{t(`findings.status.${d.alert.status}`)} ({d.alert.statusDescription})</dd>
            <dt>{t('findings.col.repository')}</dt><dd>{meta['repository']}</dd>
            <dt>{t('findings.col.branch')}</dt><dd>{meta['branch']}</dd>
            <dt>{t('findings.detail.commit')}</dt><dd>{meta['commit'] ? <code>{meta['commit']}</code> : '—'}</dd>
            <dt>{t('findings.col.filePath')}</dt><dd><code>{meta['file']}</code></dd>
            <dt>{t('findings.col.resource')}</dt><dd>{d.alert.resource}</dd>
            <dt>{t('findings.detail.scanner')}</dt><dd>{meta['scanner'] ?? '—'}</dd>
          </dl>
          <h3>{t('findings.col.remediation')}</h3>
          {d.remediation.console.length === 0 ? <p>—</p> : <ul>{d.remediation.console.map((line) => <li key={line}>{line}</li>)}</ul>}
          <h3>{t('findings.detail.history')}</h3>
          <ol>{d.history.map((h) => <li key={`${h.at}-${h.to}`}>{new Date(h.at).toLocaleString()}: {t(`findings.status.${h.to}`)}, {h.reason}</li>)}</ol>
        </>
      )}
    </DetailDrawer>
  );
}
