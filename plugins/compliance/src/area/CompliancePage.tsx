import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Loading, PageTitle, ServerError, TimeRangePicker, handleLinkClick, navigateTo, useAccess, useFeatureFlag, useHttp, usePluginTranslation, type TimeRangeId } from '@palisade/sdk';
import { fetchFrameworks, sliceOf } from './complianceApi';
import { FrameworkPage } from './FrameworkPage';
import { FrameworkTrend } from './FrameworkTrend';
import { MostFailed } from './MostFailed';
import { MatrixState, ScoreHeatmap, useMatrix } from './ScoreHeatmap';
import { SliceFilters } from './SliceFilters';
import { UploadFrameworkDialog } from './UploadFrameworkDialog';
import { ComposeFrameworkDialog } from './ComposeFrameworkDialog';
import { emptyDraft } from './frameworkDraft';
import { CUSTOM_FRAMEWORKS_FLAG } from './complianceFlags';
import { useComplianceTrend } from './useComplianceTrend';
import './compliance.css';

const BASE = '/admin/cloud-posture/compliance';

/**
 * `/admin/cloud-posture/compliance`: a card per framework with its score and trend, scores by framework and account,
 * and the most-failed requirements, narrowed by cloud, account, business unit and region (the trends too); `?framework=`
 * opens one framework.
 */
export default function CompliancePage() {
  const { t } = usePluginTranslation();
  const [params, setParams] = useSearchParams();
  const http = useHttp();
  const framework = params.get('framework');
  const slice = sliceOf(params);
  const range = (params.get('range') ?? 'last-1-month') as TimeRangeId;
  const list = useQuery({ queryKey: ['compliance', 'frameworks', slice], queryFn: ({ signal }) => fetchFrameworks(http, slice, signal), enabled: !framework });
  const matrix = useMatrix(null, slice, !framework);
  const options = useMatrix(null, new URLSearchParams(params.get('cloud') ? { cloud: params.get('cloud')! } : {}).toString(), !framework);
  const history = useComplianceTrend(slice, range);
  const access = useAccess();
  const canUpload = useFeatureFlag(CUSTOM_FRAMEWORKS_FLAG) && access.canSee('ADMINISTRATION') && access.can('MANAGE_ADMINISTRATION');
  const [uploading, setUploading] = useState(false);
  const [composing, setComposing] = useState(false);
  if (framework) return <FrameworkPage id={framework} base={BASE} />;
  const frameworkHref = (id: string, extra: Record<string, string> = {}) => {
    const next = new URLSearchParams(slice);
    next.set('framework', id);
    for (const [k, v] of Object.entries(extra)) next.set(k, v);
    return `${BASE}?${next.toString()}`;
  };
  const setRange = (next: TimeRangeId) => {
    const p = new URLSearchParams(params);
    p.set('range', next);
    setParams(p);
  };
  return (
    <section className="area-page compliance" aria-labelledby="area-title">
      <PageTitle id="area-title" title={t('page.title')} />
      <p>{t('page.intro')}</p>
      <div className="compliance__toolbar">
        <SliceFilters accounts={options.data?.accounts ?? []} />
        <TimeRangePicker value={range} onChange={setRange} label={t('trend.range')} />
        {canUpload && <Button variant="secondary" onClick={() => setUploading(true)}>{t('upload.open')}</Button>}
        {canUpload && <Button variant="secondary" onClick={() => setComposing(true)}>{t('compose.open')}</Button>}
      </div>
      {uploading && <UploadFrameworkDialog onClose={() => setUploading(false)} onCreated={(id) => { setUploading(false); navigateTo(frameworkHref(id)); }} />}
      {composing && <ComposeFrameworkDialog initial={emptyDraft()} editing={false} onClose={() => setComposing(false)}
        onSaved={(id) => { setComposing(false); navigateTo(frameworkHref(id)); }} />}
      {list.status === 'pending' && <Loading label={t('page.loading')} />}
      {list.status === 'error' && <ServerError error={list.error} message={t('page.loadFailed')} onRetry={() => void list.refetch()} />}
      {list.status === 'success' && (
        <ul className="compliance__cards" aria-label={t('page.frameworks')}>
          {list.data.frameworks.map((f) => {
            const href = frameworkHref(f.id);
            return (
              <li key={f.id} className="compliance__card">
                <a href={href} onClick={(e) => handleLinkClick(e, href)} aria-label={t('card.open', { name: f.name, score: f.score })}>
                  <span className="compliance__name">{f.name} {f.version}</span>
                  <span className="compliance__score" data-testid={`score-${f.id}`}>{f.score}%</span>
                </a>
                <span>{t('counts', { passed: f.passed, failed: f.failed, manual: f.manual })}</span>
                <FrameworkTrend history={history} frameworkId={f.id} name={f.name} />
              </li>
            );
          })}
        </ul>
      )}
      <section aria-labelledby="heatmap-title">
        <h2 id="heatmap-title">{t('heatmap.frameworks')}</h2>
        <MatrixState query={matrix}>
          {(m) => <ScoreHeatmap title={t('heatmap.frameworks')} matrix={m} cellHref={(row, account) => frameworkHref(row, { accountId: account })} />}
        </MatrixState>
      </section>
      <section aria-labelledby="most-failed-title">
        <h2 id="most-failed-title">{t('mostFailed.title')}</h2>
        <MatrixState query={matrix}>
          {(m) => <MostFailed items={m.mostFailed} href={(fw, requirement) => frameworkHref(fw, { requirement })} />}
        </MatrixState>
      </section>
    </section>
  );
}
