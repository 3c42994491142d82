import { TRAFFIC_METHOD_LABELS, type TrafficMethodKey } from '@palisade/contracts/connectors';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useHttp, usePluginTranslation } from '@palisade/sdk';
import { AreaChart, BarChart, DonutChart, LineChart } from '@palisade/sdk/charts';
import { ListState } from '../shared/ListState';
import { formatBytes, TELEMETRY_VIEWS } from '../telemetry/telemetryApi';
import { TelemetryLayout } from '../telemetry/TelemetryLayout';
import { toTimePoints } from '../telemetry/toTimePoints';
import { useRangeParam } from '../telemetry/useRangeParam';

const METHODS = Object.keys(TRAFFIC_METHOD_LABELS) as TrafficMethodKey[];

/** `/admin/connectors/traffic`: traffic monitoring and flow — sessions and Tx/Rx bytes by forwarding method and location over time, top destinations and applications. */
export default function TrafficPage() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const [range] = useRangeParam();
  const [params] = useSearchParams();
  const filter = { method: params.get('method') ?? undefined, location: params.get('location') ?? undefined };
  const query = useQuery({
    queryKey: ['connectors', 'telemetry', 'traffic', range, filter], placeholderData: keepPreviousData,
    queryFn: ({ signal }) => TELEMETRY_VIEWS.traffic(http, range, filter, signal),
  });
  return (
    <TelemetryLayout title={t('insights.traffic')}>
      <ListState query={query}>
        {(tr) => (
          <div className="cn-panels">
            <section className="cn-panel" aria-labelledby="cn-flow">
              <h2 id="cn-flow">{t('insights.flow')}</h2>
              <table className="cn-table" aria-label={t('insights.flow')}>
                <thead><tr><th scope="col">{t('insights.col.method')}</th><th scope="col">{t('insights.col.sessions')}</th><th scope="col">{t('insights.tx')}</th><th scope="col">{t('insights.rx')}</th></tr></thead>
                <tbody>{METHODS.map((m) => (
                  <tr key={m}><td>{TRAFFIC_METHOD_LABELS[m]}</td><td>{tr.byMethod[m].sessions.toLocaleString('en-US')}</td>
                    <td>{formatBytes(tr.byMethod[m].txBytes)}</td><td>{formatBytes(tr.byMethod[m].rxBytes)}</td></tr>
                ))}</tbody>
              </table>
              <DonutChart title={t('insights.sessionsByMethod')} data={METHODS.map((m) => ({ label: TRAFFIC_METHOD_LABELS[m], value: tr.byMethod[m].sessions }))} />
            </section>
            <AreaChart title={t('insights.sessionsChart')} points={toTimePoints(tr.sessions, tr.range.step, TRAFFIC_METHOD_LABELS)}
              series={METHODS.filter((m) => !filter.method || m === filter.method).map((m) => TRAFFIC_METHOD_LABELS[m])} />
            <LineChart title={t('insights.throughputChart')} points={toTimePoints(tr.bytes, tr.range.step, { tx: t('insights.tx'), rx: t('insights.rx') })}
              series={[t('insights.tx'), t('insights.rx')]} />
            <BarChart title={t('insights.sessionsByLocation')} valueLabel={t('insights.col.sessions')} data={tr.byLocation.map((l) => ({ label: l.location, value: l.sessions }))} />
            <BarChart title={t('insights.topDestinations')} valueLabel={t('insights.col.sessions')} data={tr.destinations.map((d) => ({ label: d.value, value: d.count }))} />
            <BarChart title={t('insights.topApplications')} valueLabel={t('insights.col.sessions')} data={tr.applications.map((d) => ({ label: d.value, value: d.count }))} />
          </div>
        )}
      </ListState>
    </TelemetryLayout>
  );
}
