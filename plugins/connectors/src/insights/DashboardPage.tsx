import { TRAFFIC_METHOD_LABELS, type TrafficMethodKey } from '@palisade/contracts/connectors';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useHttp, usePluginTranslation } from '@palisade/sdk';
import { AreaChart, LineChart } from '@palisade/sdk/charts';
import { ListState } from '../shared/ListState';
import { Panel } from '../telemetry/Panel';
import { formatBytes, TELEMETRY_VIEWS } from '../telemetry/telemetryApi';
import { TelemetryLayout } from '../telemetry/TelemetryLayout';
import { toTimePoints } from '../telemetry/toTimePoints';
import { telemetryHref, useRangeParam } from '../telemetry/useRangeParam';
import { ConnectorStatus } from './ConnectorStatus';
import { ConnectorMap } from './ConnectorMap';

const METHODS = Object.keys(TRAFFIC_METHOD_LABELS) as TrafficMethodKey[];

/** `/admin/connectors/dashboard`: deployment and active status of every connector, where they are (a map), throughput and sessions over the range; each panel opens its detail. */
export default function DashboardPage() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const [range] = useRangeParam();
  const query = useQuery({ queryKey: ['connectors', 'telemetry', 'overview', range], queryFn: ({ signal }) => TELEMETRY_VIEWS.overview(http, range, signal), placeholderData: keepPreviousData });
  return (
    <TelemetryLayout title={t('insights.dashboard')}>
      <ListState query={query}>
        {(o) => (
          <div className="cn-panels">
            <Panel id="deployment" title={t('insights.deployment')} href="/admin/connectors/connectors" linkLabel={t('insights.openConnectors')}>
              <dl className="cn-figures">
                <div><dt>{t('insights.cloudDeployed')}</dt><dd>{o.deployment.cloud.deployed}</dd></div>
                <div><dt>{t('insights.branchDeployed')}</dt><dd>{o.deployment.branch.deployed}</dd></div>
                <div><dt>{t('insights.enabled')}</dt><dd>{o.deployment.cloud.enabled + o.deployment.branch.enabled}</dd></div>
              </dl>
            </Panel>
            <Panel id="active" title={t('insights.active')} href={telemetryHref('/admin/connectors/monitoring', range, { status: 'down' })} linkLabel={t('insights.openDown')}>
              <dl className="cn-figures">
                <div><dt>{t('insights.up')}</dt><dd data-testid="connectors-up">{o.active.up}</dd></div>
                <div><dt>{t('insights.down')}</dt><dd data-testid="connectors-down">{o.active.down}</dd></div>
              </dl>
              <ul className="cn-status-list" aria-label={t('insights.byLocation')}>
                {o.connectors.map((c) => (
                  <li key={c.id}>
                    <Link to={telemetryHref('/admin/connectors/monitoring', range, { connector: c.id })}>{c.name}</Link> {c.location} <ConnectorStatus status={c.status} />
                  </li>
                ))}
              </ul>
            </Panel>
            <Panel id="geo" title={t('insights.geo')} href={telemetryHref('/admin/connectors/monitoring', range)} linkLabel={t('insights.openMonitoring')}>
              <ConnectorMap connectors={o.connectors} range={range} />
            </Panel>
            <Panel id="throughput" title={t('insights.throughput')} href={telemetryHref('/admin/connectors/traffic', range)} linkLabel={t('insights.openTraffic')}>
              <p data-testid="throughput-total">{t('insights.totalBytes', { tx: formatBytes(o.totals.txBytes), rx: formatBytes(o.totals.rxBytes) })}</p>
              <LineChart title={t('insights.throughputChart')} points={toTimePoints(o.throughput, o.range.step, { tx: t('insights.tx'), rx: t('insights.rx') })}
                series={[t('insights.tx'), t('insights.rx')]} />
            </Panel>
            <Panel id="sessions" title={t('insights.sessions')} href={telemetryHref('/admin/connectors/sessions', range)} linkLabel={t('insights.openSessions')}>
              <p data-testid="sessions-total">{t('insights.totalSessions', { count: o.totals.sessions.toLocaleString('en-US') })}</p>
              <ul className="cn-method-links" aria-label={t('insights.sessionsByMethod')}>
                {METHODS.map((m) => (
                  <li key={m}>
                    <Link to={telemetryHref('/admin/connectors/sessions', range, { method: TRAFFIC_METHOD_LABELS[m] })}>
                      {t('insights.methodSessions', { method: TRAFFIC_METHOD_LABELS[m], count: o.sessions.reduce((s, p) => s + (p.values[m] ?? 0), 0).toLocaleString('en-US') })}
                    </Link>
                  </li>
                ))}
              </ul>
              <AreaChart title={t('insights.sessionsChart')} points={toTimePoints(o.sessions, o.range.step, TRAFFIC_METHOD_LABELS)} series={METHODS.map((m) => TRAFFIC_METHOD_LABELS[m])} />
            </Panel>
          </div>
        )}
      </ListState>
    </TelemetryLayout>
  );
}
