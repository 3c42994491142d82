import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useHttp, usePluginTranslation } from '@palisade/sdk';
import { BarChart, LineChart } from '@palisade/sdk/charts';
import { ListState } from '../shared/ListState';
import { TELEMETRY_VIEWS } from '../telemetry/telemetryApi';
import { TelemetryLayout } from '../telemetry/TelemetryLayout';
import { toTimePoints } from '../telemetry/toTimePoints';
import { useRangeParam } from '../telemetry/useRangeParam';

/** `/admin/connectors/dns`: DNS queries by gateway over time, top domains, blocked and failed resolutions. */
export default function DnsPage() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const [range] = useRangeParam();
  const query = useQuery({ queryKey: ['connectors', 'telemetry', 'dns', range], queryFn: ({ signal }) => TELEMETRY_VIEWS.dns(http, range, signal), placeholderData: keepPreviousData });
  return (
    <TelemetryLayout title={t('insights.dns')}>
      <ListState query={query}>
        {(d) => (
          <div className="cn-panels">
            <dl className="cn-figures">
              <div><dt>{t('insights.queries')}</dt><dd>{d.totals.queries.toLocaleString('en-US')}</dd></div>
              <div><dt>{t('insights.blocked')}</dt><dd>{d.totals.blocked.toLocaleString('en-US')}</dd></div>
              <div><dt>{t('insights.failed')}</dt><dd>{d.totals.failed.toLocaleString('en-US')}</dd></div>
            </dl>
            <LineChart title={t('insights.queriesByGateway')} points={toTimePoints(d.queries, d.range.step)} series={d.gateways.map((g) => g.value)} />
            <BarChart title={t('insights.topDomains')} valueLabel={t('insights.queries')} data={d.domains.map((x) => ({ label: x.value, value: x.count }))} />
            <table className="cn-table" aria-label={t('insights.blockedFailed')}>
              <thead><tr><th scope="col">{t('insights.col.domain')}</th><th scope="col">{t('insights.queries')}</th><th scope="col">{t('insights.blocked')}</th><th scope="col">{t('insights.failed')}</th></tr></thead>
              <tbody>{d.domains.filter((x) => x.blocked || x.failed).map((x) => (
                <tr key={x.value}><td>{x.value}</td><td>{x.count.toLocaleString('en-US')}</td><td>{x.blocked.toLocaleString('en-US')}</td><td>{x.failed.toLocaleString('en-US')}</td></tr>
              ))}</tbody>
            </table>
          </div>
        )}
      </ListState>
    </TelemetryLayout>
  );
}
