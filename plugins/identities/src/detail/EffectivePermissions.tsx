import { usePluginTranslation } from '@palisade/sdk';
import type { IdentityDetail } from '../inventory/identitiesApi';

/** What the identity may do, by service: each action with the resources it applies to and whether it was used in 90 days. */
export function EffectivePermissions({ services }: { services: IdentityDetail['effective'] }) {
  const { t } = usePluginTranslation();
  if (services.length === 0) return <p>{t('detail.none')}</p>;
  return (
    <div className="identities-effective">
      {services.map((s) => (
        <details key={s.service}>
          <summary>{t('detail.service', { service: s.service, granted: s.granted, used: s.used })}</summary>
          <table className="identities-table">
            <caption className="identities-sr">{t('detail.serviceCaption', { service: s.service })}</caption>
            <thead><tr><th scope="col">{t('detail.action')}</th><th scope="col">{t('detail.resources')}</th><th scope="col">{t('detail.used')}</th></tr></thead>
            <tbody>
              {s.permissions.map((p) => (
                <tr key={p.action}>
                  <td><code>{p.action}</code>{p.conditional ? ` ${t('detail.conditional')}` : ''}</td>
                  <td>{p.resources.map((r) => <code key={r} className="identities-resource">{r}</code>)}</td>
                  <td>{p.used ? t('detail.yes') : t('detail.no')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ))}
    </div>
  );
}
