import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useHttp, usePluginTranslation } from '@palisade/sdk';
import { LineChart } from '@palisade/sdk/charts';
import { ListState } from '../shared/ListState';
import { TELEMETRY_VIEWS } from '../telemetry/telemetryApi';
import { TelemetryLayout } from '../telemetry/TelemetryLayout';
import { toTimePoints } from '../telemetry/toTimePoints';
import { telemetryHref, useRangeParam } from '../telemetry/useRangeParam';
import { ConnectorStatus } from './ConnectorStatus';

const pct = (n: number | null) => (n === null ? '–' : `${n}%`);

/** `/admin/connectors/monitoring`: every Cloud and Branch Connector's health, CPU, memory, tunnels and version; an alert for each that is down. */
export default function MonitoringPage() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const [range] = useRangeParam();
  const [params] = useSearchParams();
  const connector = params.get('connector') ?? undefined;
  const status = params.get('status');
  const location = params.get('location');
  const query = useQuery({
    queryKey: ['connectors', 'telemetry', 'health', range, connector], placeholderData: keepPreviousData,
    queryFn: ({ signal }) => TELEMETRY_VIEWS.health(http, range, connector, signal),
  });
  return (
    <TelemetryLayout title={t('insights.monitoring')}>
      <ListState query={query}>
        {(h) => {
          const chosen = h.connectors.find((c) => c.id === connector);
          const shown = h.connectors.filter((c) => (!status || c.status === status) && (!connector || c.id === connector) && (!location || c.location === location));
          return (
            <>
              {h.alerts.length > 0 && (
                <div role="alert" className="cn-alert">
                  <strong>{t('insights.downAlert', { count: h.alerts.length })}</strong>
                  <ul>{h.alerts.map((a) => (
                    <li key={a.id}>{t('insights.downSince', { name: a.name, location: a.location, since: a.since ? new Date(a.since).toLocaleString() : t('insights.never') })}</li>
                  ))}</ul>
                </div>
              )}
              {(status || connector || location) && <p><Link to={telemetryHref('/admin/connectors/monitoring', range)}>{t('insights.showAll')}</Link></p>}
              <table className="cn-table" aria-label={t('insights.connectorHealth')}>
                <thead><tr>
                  {['name', 'kind', 'group', 'location', 'health', 'availability', 'cpu', 'memory', 'tunnels', 'version'].map((c) => <th key={c} scope="col">{t(`insights.col.${c}`)}</th>)}
                </tr></thead>
                <tbody>
                  {shown.map((c) => (
                    <tr key={c.id} data-connector={c.id}>
                      <td><Link to={telemetryHref('/admin/connectors/monitoring', range, { connector: c.id })}>{c.name}</Link></td>
                      <td>{t(`insights.kind.${c.kind}`)}</td><td>{c.group}</td><td>{c.location}</td>
                      <td><ConnectorStatus status={c.status} /></td>
                      <td>{pct(c.availability)}</td>
                      <td>{t('insights.avgMax', { avg: pct(c.cpuAvg), max: pct(c.cpuMax) })}</td>
                      <td>{t('insights.avgMax', { avg: pct(c.memAvg), max: pct(c.memMax) })}</td>
                      <td>{t('insights.tunnelsUp', { up: c.tunnelsUp, total: c.tunnelsTotal })}</td>
                      <td>{c.version}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {chosen && (
                <div className="cn-panels">
                  <LineChart title={t('insights.cpuOf', { name: chosen.name })} unit="%" points={toTimePoints(h.cpu, h.range.step, { average: 'CPU' })} series={['CPU']} />
                  <LineChart title={t('insights.memoryOf', { name: chosen.name })} unit="%" points={toTimePoints(h.memory, h.range.step, { average: 'Memory' })} series={['Memory']} />
                </div>
              )}
            </>
          );
        }}
      </ListState>
    </TelemetryLayout>
  );
}
