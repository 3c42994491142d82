import type { ReactNode } from 'react';
import { usePluginTranslation } from '@palisade/sdk';
import type { IdentityDetail } from '../inventory/identitiesApi';
import { cloudName } from '../inventory/identityColumns';
import { EffectivePermissions } from './EffectivePermissions';
import { SuggestedPolicy } from './SuggestedPolicy';

const when = (iso: string | null, never: string) => (iso ? new Date(iso).toLocaleString() : never);

/** One identity: why it is risky, what it is, its keys and trust, what it may do by service, and the least-privilege policy. */
export function IdentityDetailBody({ detail }: { detail: IdentityDetail }) {
  const { t } = usePluginTranslation();
  const i = detail.identity;
  const meta: [string, string][] = [
    [t('col.type'), t(`type.${i.type}`)], [t('col.cloud'), cloudName(i.cloud)], [t('col.account'), i.account.name], [t('col.mfa'), t(`mfa.${i.mfa}`)],
    [t('col.lastActivity'), when(i.lastActivity, t('detail.never'))], [t('col.keyAge'), i.keyAgeDays === null ? '—' : t('detail.days', { count: i.keyAgeDays })],
    [t('detail.permissions'), t('detail.permissionCounts', { granted: i.permissions.granted, used: i.permissions.used, unused: i.permissions.unusedPercent })],
  ];
  return (
    <div className="identities-detail">
      <Section title={t('detail.risk', { score: i.riskScore, level: t(`risk.${i.risk}`) })}>
        {i.riskReasons.length === 0 ? <p>{t('detail.noRisk')}</p> : (
          <ul className="identities-reasons">
            {i.riskReasons.map((r) => <li key={r.flag}><strong>{t(`flag.${r.flag}`)}</strong> (+{r.points}): {r.detail}</li>)}
          </ul>
        )}
      </Section>
      <dl className="identities-meta">{meta.map(([k, v]) => <div key={k}><dt>{k}</dt><dd>{v}</dd></div>)}</dl>
      <Section title={t('detail.policies')}>
        <ul>
          {detail.attachedPolicies.map((p) => (
            <li key={`${p.id}${p.scope ?? ''}`}>
              <details>
                <summary>{p.name}{p.scope ? ` @ ${p.scope}` : ''}</summary>
                <pre className="identities-json">{JSON.stringify(p.document, null, 2)}</pre>
              </details>
            </li>
          ))}
        </ul>
      </Section>
      {detail.accessKeys.length > 0 && (
        <Section title={t('detail.keys')}>
          <ul>{detail.accessKeys.map((k) => <li key={k.id}><code>{k.id}</code>: {k.status}, {t('detail.created', { at: when(k.createdAt, '') })}, {t('detail.lastUsed', { at: when(k.lastUsed, t('detail.never')) })}</li>)}</ul>
        </Section>
      )}
      <Section title={t('detail.trust')}>
        {detail.trust.principals.length === 0 ? <p>{t('detail.none')}</p> : (
          <ul>{detail.trust.principals.map((p) => (
            <li key={p}><code>{p}</code>{detail.trust.external.includes(p) ? ` (${t('flag.externalTrust')})` : detail.trust.crossAccount.includes(p) ? ` (${t('flag.crossAccountTrust')})` : ''}</li>
          ))}</ul>
        )}
      </Section>
      <Section title={t('detail.effective')}><EffectivePermissions services={detail.effective} /></Section>
      <Section title={t('detail.suggested')}><SuggestedPolicy id={String(i.id)} name={i.name} /></Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return <section><h3>{title}</h3>{children}</section>;
}
