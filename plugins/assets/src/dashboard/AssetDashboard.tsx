import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Loading, ServerError, useHttp, usePluginTranslation } from '@palisade/sdk';
import { AreaChart, BarChart, DonutChart } from '@palisade/sdk/charts';
import { cloudName } from '../inventory/assetColumns';
import { assetKeys } from '../inventory/assetKeys';
import { fetchAssetDashboard } from '../inventory/assetsApi';
import { inventoryHref } from './inventoryHref';

const TOP = 10;

/** The assetDashboard screen (the Dashboard tab): assets by cloud, region and type, exposure, the riskiest assets and growth, each chart with its table. */
export default function AssetDashboard() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const state = useQuery({ queryKey: assetKeys.dashboard(), queryFn: ({ signal }) => fetchAssetDashboard(http, signal) });
  if (state.status === 'pending') return <Loading label={t('dashboard.loading')} />;
  if (state.status === 'error') return <ServerError title={t('dashboard.error')} error={state.error} onRetry={() => void state.refetch()} />;
  const d = state.data;
  const bars = (rows: { value: string; count: number }[]) => rows.slice(0, TOP).map((r) => ({ label: r.value, value: r.count }));
  const exposedHref = inventoryHref({ exposed: 'true' });
  const criticalHref = inventoryHref({ exposed: 'true', hasCritical: 'true', sort: 'critical', dir: 'desc' });
  return (
    <div className="assets-dashboard">
      <p>{t('dashboard.total', { count: d.total, formatted: d.total.toLocaleString() })}</p>
      <div className="assets-dashboard-grid">
        <section aria-label={t('dashboard.byCloud')}>
          <DonutChart title={t('dashboard.byCloud')} data={d.byCloud.map((r) => ({ label: cloudName(r.value), value: r.count }))} valueLabel={t('dashboard.assets')} />
        </section>
        <section aria-label={t('dashboard.exposure')}>
          <DonutChart title={t('dashboard.exposure')} valueLabel={t('dashboard.assets')}
            data={[{ label: t('dashboard.exposed'), value: d.exposure.exposed }, { label: t('dashboard.notExposed'), value: d.exposure.notExposed }]} />
          <ul>
            <li><Link to={exposedHref}>{t('dashboard.exposedLink', { count: d.exposure.exposed, formatted: d.exposure.exposed.toLocaleString() })}</Link></li>
            <li><Link to={criticalHref}>{t('dashboard.criticalLink', { count: d.exposure.exposedWithCritical, formatted: d.exposure.exposedWithCritical.toLocaleString() })}</Link></li>
          </ul>
        </section>
        <section aria-label={t('dashboard.byRegion')}>
          <BarChart title={t('dashboard.byRegion')} data={bars(d.byRegion)} valueLabel={t('dashboard.assets')} />
        </section>
        <section aria-label={t('dashboard.byType')}>
          <BarChart title={t('dashboard.byType')} data={bars(d.byType)} valueLabel={t('dashboard.assets')} />
        </section>
      </div>
      <section aria-label={t('dashboard.growth')}>
        <AreaChart title={t('dashboard.growth')} series={[t('dashboard.assets')]}
          points={d.growth.points.map((p) => ({ day: p.start.slice(0, 10), values: { [t('dashboard.assets')]: p.total } }))} />
      </section>
      <section aria-labelledby="assets-riskiest">
        <h3 id="assets-riskiest">{t('dashboard.riskiest')}</h3>
        {d.riskiest.length === 0 ? <p>{t('dashboard.noRiskiest')}</p> : (
          <table className="assets-riskiest" aria-labelledby="assets-riskiest">
            <thead><tr><th scope="col">{t('col.name')}</th><th scope="col">{t('col.account')}</th><th scope="col">{t('col.critical')}</th><th scope="col">{t('col.high')}</th></tr></thead>
            <tbody>
              {d.riskiest.map((a) => (
                <tr key={a.id}>
                  <th scope="row"><Link to={inventoryHref({ q: a.resourceId, asset: String(a.id) })}>{a.name}</Link></th>
                  <td>{a.account.name}</td><td>{a.openAlerts.Critical}</td><td>{a.openAlerts.High}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
