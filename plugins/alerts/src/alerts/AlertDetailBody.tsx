import { usePluginTranslation } from '@palisade/sdk';
import type { TFunction } from 'i18next';
import type { AlertDetail } from './alertsApi';
import { cloudLabel } from './cloudLabel';

/** A metadata key as a label: translated when the locale knows it, else spelled out ("accessTier" → "Access tier"). */
export function metadataLabel(t: TFunction, key: string): string {
  const spelled = key.replace(/[_-]+/g, ' ').replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return t(`detail.meta.${key}`, { defaultValue: spelled.charAt(0).toUpperCase() + spelled.slice(1) });
}

/** What the alert means, how to fix it, what it maps to, its resource and its history. */
export function AlertDetailBody({ detail }: { detail: AlertDetail }) {
  const { t } = usePluginTranslation();
  const a = detail.alert;
  const meta: [string, string][] = [
    [t('col.severity'), a.severity], [t('col.status'), `${a.status} (${a.statusDescription})`], [t('col.cloud'), cloudLabel(a.cloud) ?? t('detail.noCloud')],
    [t('col.account'), detail.resource.account.name], [t('detail.accountId'), detail.resource.account.externalId], [t('col.region'), a.region],
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
        <table className="alerts-compliance">
          <thead><tr><th scope="col">{t('detail.framework')}</th><th scope="col">{t('detail.control')}</th></tr></thead>
          <tbody>{detail.compliance.map((c) => <tr key={c.control}><td>{c.framework}</td><td>{c.control}</td></tr>)}</tbody>
        </table>
      </section>
      <section aria-label={t('detail.resource')}>
        <h3>{t('detail.resource')}</h3>
        <dl className="alerts-meta">
          <div><dt>{t('col.resource')}</dt><dd><code>{detail.resource.id}</code></dd></div>
          <div><dt>{t('col.assetType')}</dt><dd>{detail.resource.type} ({detail.resource.category})</dd></div>
          <div><dt>{t('col.businessUnit')}</dt><dd>{detail.resource.businessUnit}</dd></div>
          {Object.entries(detail.resource.metadata).map(([k, v]) => <div key={k}><dt>{metadataLabel(t, k)}</dt><dd>{v}</dd></div>)}
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
