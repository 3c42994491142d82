import { useQuery } from '@tanstack/react-query';
import { Loading, ServerError, handleLinkClick, useHttp, usePluginTranslation } from '@palisade/sdk';
import { ExportCsvButton } from '@palisade/sdk/inventory';
import { fetchFailingResources, resourcesPath } from './complianceApi';

/** The open alerts that make a requirement fail, each linked to the alert and to its cloud asset. */
export function FailingResources({ framework, requirement, slice, backHref }: { framework: string; requirement: string; slice: string; backHref: string }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const query = useQuery({ queryKey: ['compliance', 'resources', framework, requirement, slice], queryFn: ({ signal }) => fetchFailingResources(http, framework, requirement, slice, signal) });
  return (
    <section aria-labelledby="failing-title" className="compliance__failing">
      <h2 id="failing-title">{t('failing.title', { id: requirement })}</h2>
      <a href={backHref} onClick={(e) => handleLinkClick(e, backHref)}>{t('failing.close')}</a>
      <ExportCsvButton path={`${resourcesPath(framework, requirement)}.csv`} query={() => slice} labels={{ button: t('export.resources') }} />
      {query.status === 'success' && query.data.truncated && <p>{t('failing.truncated', { count: query.data.resources.length })}</p>}
      {query.status === 'pending' && <Loading label={t('page.loading')} />}
      {query.status === 'error' && <ServerError error={query.error} message={t('page.loadFailed')} onRetry={() => void query.refetch()} />}
      {query.status === 'success' && (
        <table className="compliance__table" aria-label={t('failing.title', { id: requirement })}>
          <thead><tr><th scope="col">{t('failing.resource')}</th><th scope="col">{t('failing.account')}</th><th scope="col">{t('failing.alert')}</th><th scope="col">{t('failing.asset')}</th></tr></thead>
          <tbody>
            {query.data.resources.map((r) => {
              const alertHref = `/admin/alerts?ids=${encodeURIComponent(r.alertRef)}`;
              const assetHref = r.assetId === null ? null : `/admin/cloud-posture/cloud-assets?asset=${r.assetId}`;
              return (
                <tr key={r.alertRef}>
                  <th scope="row">{r.resource}</th>
                  <td>{r.accountName} · {r.region}</td>
                  <td><a href={alertHref} onClick={(e) => handleLinkClick(e, alertHref)}>{r.alertRef} {r.title}</a></td>
                  <td>{assetHref ? <a href={assetHref} onClick={(e) => handleLinkClick(e, assetHref)}>{t('failing.openAsset')}</a> : t('failing.noAsset')}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
