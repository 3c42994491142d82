import { handleLinkClick, usePluginTranslation } from '@palisade/sdk';
import type { MatrixView } from './complianceApi';

/** The requirements that fail in most accounts, each linked to its failing resources. */
export function MostFailed({ items, href }: { items: MatrixView['mostFailed']; href: (frameworkId: string, requirementId: string) => string }) {
  const { t } = usePluginTranslation();
  if (items.length === 0) return <p>{t('mostFailed.none')}</p>;
  return (
    <table className="compliance__table" aria-labelledby="most-failed-title">
      <thead><tr><th scope="col">{t('mostFailed.requirement')}</th><th scope="col">{t('mostFailed.framework')}</th><th scope="col">{t('mostFailed.accounts')}</th><th scope="col">{t('mostFailed.alerts')}</th></tr></thead>
      <tbody>
        {items.map((r) => {
          const link = href(r.frameworkId, r.requirementId);
          return (
            <tr key={`${r.frameworkId}/${r.requirementId}`}>
              <th scope="row"><a href={link} onClick={(e) => handleLinkClick(e, link)}>{r.requirementId} {r.title}</a></th>
              <td>{r.frameworkName}</td>
              <td>{r.failingAccounts}</td>
              <td>{r.openAlerts}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
