import { Button, Loading, Modal, ServerError, useHttp, usePluginTranslation } from '@palisade/sdk';
import { fetchAlertDetail, type AlertDetail } from './alertsApi';
import type { AlertView } from './alertView';
import { useLoad } from './useLoad';

export interface AlertDetailPanelProps {
  id: string;
  view: AlertView;
  onNavigate: (id: string | null) => void;
  /** Changes when the view's filters change or the alert was acted on: the detail loads again. */
  refreshKey: string;
  /** Extra content for the alert (the actions for this one alert). */
  actions?: React.ReactNode;
}

/** The detail dialog: what the alert means, how to fix it, what it maps to, its resource and history, previous and next. */
export function AlertDetailPanel({ id, view, onNavigate, refreshKey, actions }: AlertDetailPanelProps) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const [state, reload] = useLoad(`${id}?${refreshKey}`, (signal) => fetchAlertDetail(http, id, view, signal));
  const detail = state.status === 'ready' ? state.data : null;
  return (
    <Modal open onOpenChange={(open) => { if (!open) onNavigate(null); }} title={t('detail.title', { id })}
      description={detail ? detail.alert.policy.name : t('detail.loading')} closeLabel={t('detail.close')}
      footer={(
        <>
          <Button variant="secondary" disabled={!detail?.previousId} onClick={() => detail?.previousId && onNavigate(detail.previousId)}>{t('detail.previous')}</Button>
          <Button variant="secondary" disabled={!detail?.nextId} onClick={() => detail?.nextId && onNavigate(detail.nextId)}>{t('detail.next')}</Button>
        </>
      )}>
      {state.status === 'loading' && <Loading label={t('detail.loading')} />}
      {state.status === 'error' && <ServerError title={t('detail.error')} error={state.error} onRetry={reload} retryLabel={t('state.retry')} />}
      {detail && <DetailBody detail={detail} />}
      {detail && actions}
    </Modal>
  );
}

function DetailBody({ detail }: { detail: AlertDetail }) {
  const { t } = usePluginTranslation();
  const a = detail.alert;
  const meta: [string, string][] = [
    [t('col.severity'), a.severity], [t('col.status'), `${a.status} (${a.statusDescription})`], [t('col.cloud'), a.cloud === 'aws' ? 'AWS' : 'Azure'],
    [t('col.account'), `${detail.resource.account.name} (${detail.resource.account.externalId})`], [t('col.region'), a.region],
    [t('col.age'), t('table.days', { count: a.ageDays })], [t('col.firstSeen'), new Date(a.firstSeen).toLocaleString()], [t('col.lastSeen'), new Date(a.lastSeen).toLocaleString()],
  ];
  return (
    <div className="alerts-detail">
      <dl className="alerts-meta">{meta.map(([k, v]) => <div key={k}><dt>{k}</dt><dd>{v}</dd></div>)}</dl>
      <section aria-label={t('detail.description')}><h3>{t('detail.description')}</h3><p>{detail.description}</p></section>
      <section aria-label={t('detail.factors')}>
        <h3>{t('detail.factors')}</h3>
        <ul>{detail.contributingFactors.map((f) => <li key={f}>{f}</li>)}</ul>
      </section>
      <section aria-label={t('detail.remediation')}>
        <h3>{t('detail.remediation')}</h3>
        <h4>{t('detail.console')}</h4>
        <ol>{detail.remediation.console.map((s) => <li key={s}>{s}</li>)}</ol>
        <h4>{t('detail.cli')}</h4>
        <pre><code>{detail.remediation.cli}</code></pre>
      </section>
      <section aria-label={t('detail.compliance')}>
        <h3>{t('detail.compliance')}</h3>
        <ul>{detail.compliance.map((c) => <li key={c.control}>{c.control}</li>)}</ul>
      </section>
      <section aria-label={t('detail.resource')}>
        <h3>{t('detail.resource')}</h3>
        <dl className="alerts-meta">
          <div><dt>{t('col.resource')}</dt><dd><code>{detail.resource.id}</code></dd></div>
          <div><dt>{t('col.assetType')}</dt><dd>{detail.resource.type} ({detail.resource.category})</dd></div>
          <div><dt>{t('col.businessUnit')}</dt><dd>{detail.resource.businessUnit}</dd></div>
          {Object.entries(detail.resource.metadata).map(([k, v]) => <div key={k}><dt>{k}</dt><dd>{v}</dd></div>)}
        </dl>
      </section>
      <section aria-label={t('detail.history')}>
        <h3>{t('detail.history')}</h3>
        <ol className="alerts-history">
          {detail.history.map((h, i) => (
            <li key={i}><time dateTime={h.at}>{new Date(h.at).toLocaleString()}</time> {h.from ? `${h.from} → ${h.to}` : h.to} · {h.actor} · {h.reason}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
