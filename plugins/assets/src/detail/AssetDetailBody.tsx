import type { ReactNode } from 'react';
import { handleLinkClick, usePluginTranslation } from '@palisade/sdk';
import { cloudName } from '../inventory/assetColumns';
import type { AssetDetail } from '../inventory/assetsApi';
import { alertsHref } from './alertsHref';

const when = (iso: string) => new Date(iso).toLocaleString();

/** Everything known about one asset: where it is, why it is exposed, its configuration, alerts, vulnerabilities, who can reach it, failed controls and changes. */
export function AssetDetailBody({ detail }: { detail: AssetDetail }) {
  const { t } = usePluginTranslation();
  const a = detail.asset;
  const href = alertsHref(detail.alerts.filter);
  const meta: [string, string][] = [
    [t('col.cloud'), cloudName(a.cloud)], [t('col.account'), `${a.account.name} (${a.account.externalId})`], [t('col.region'), a.region],
    [t('col.type'), a.type], [t('col.service'), a.service], [t('col.category'), a.category], [t('col.businessUnit'), a.businessUnit ?? '—'],
    [t('col.firstSeen'), when(a.firstSeen)], [t('col.lastSeen'), when(a.lastSeen)],
  ];
  return (
    <div className="assets-detail">
      <dl className="assets-meta">{meta.map(([k, v]) => <div key={k}><dt>{k}</dt><dd>{v}</dd></div>)}</dl>
      <Section title={t('detail.exposure')}>
        <p>{a.exposed ? t('detail.exposed', { reason: a.exposureReason }) : t('detail.notExposed')}</p>
      </Section>
      <Section title={t('col.tags')}>
        {a.tags.length === 0 ? <p>{t('detail.none')}</p> : <ul className="assets-tag-list">{a.tags.map((tag) => <li key={tag.key}><code>{tag.key}</code>: {tag.value}</li>)}</ul>}
      </Section>
      <Section title={t('detail.alerts', { count: detail.alerts.total })}>
        {detail.alerts.items.length > 0 && (
          <ul>{detail.alerts.items.map((al) => <li key={al.id}><strong>{al.severity}</strong> {al.status}: {al.policy} <small>({al.id})</small></li>)}</ul>
        )}
        <p><a href={href} onClick={(e) => handleLinkClick(e, href)}>{t('detail.alertsLink', { count: detail.alerts.total })}</a></p>
      </Section>
      <Section title={t('detail.vulnerabilities', { open: detail.vulnerabilities.open, total: detail.vulnerabilities.total })}>
        {detail.vulnerabilities.items.length === 0 ? <p>{t('detail.none')}</p>
          : <ul>{detail.vulnerabilities.items.map((v) => <li key={v.cve}>{v.cve}: {v.severity}, {v.status}</li>)}</ul>}
      </Section>
      <Section title={t('detail.identities')}>
        {detail.identities.length === 0 ? <p>{t('detail.none')}</p>
          : <ul>{detail.identities.map((i) => <li key={i.id}>{i.name} ({i.kind}, {t('detail.risk', { risk: i.risk })}): {i.access}</li>)}</ul>}
      </Section>
      <Section title={t('detail.compliance')}>
        {detail.complianceFailures.length === 0 ? <p>{t('detail.none')}</p>
          : <ul>{detail.complianceFailures.map((c) => <li key={`${c.benchmark}/${c.control}`}>{c.benchmark}: {c.control}</li>)}</ul>}
      </Section>
      <Section title={t('detail.changes')}>
        {detail.changes.length === 0 ? <p>{t('detail.none')}</p>
          : <ul>{detail.changes.map((c, i) => <li key={i}>{when(c.at)}: {t('detail.change', c)}</li>)}</ul>}
      </Section>
      <Section title={t('detail.metadata')}>
        <pre className="assets-json" tabIndex={0}>{JSON.stringify(detail.metadata, null, 2)}</pre>
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return <section aria-label={title}><h3>{title}</h3>{children}</section>;
}
