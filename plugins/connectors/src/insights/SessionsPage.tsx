import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useHttp, usePluginTranslation } from '@palisade/sdk';
import { BarChart } from '@palisade/sdk/charts';
import { TELEMETRY_VIEWS } from '../telemetry/telemetryApi';
import { TelemetryLayout } from '../telemetry/TelemetryLayout';
import { useRangeParam } from '../telemetry/useRangeParam';
import { SessionLog } from './SessionLog';

/** `/admin/connectors/sessions`: top applications, locations and users over the range, and the session log. */
export default function SessionsPage() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const [range] = useRangeParam();
  const query = useQuery({ queryKey: ['connectors', 'telemetry', 'sessions', range], queryFn: ({ signal }) => TELEMETRY_VIEWS.sessions(http, range, signal), placeholderData: keepPreviousData });
  const insights = query.data;
  return (
    <TelemetryLayout title={t('insights.sessions')}>
      {insights && (
        <div className="cn-panels">
          <BarChart title={t('insights.topApplications')} valueLabel={t('insights.col.sessions')} data={insights.applications.map((a) => ({ label: a.value, value: a.count }))} />
          <BarChart title={t('insights.topLocations')} valueLabel={t('insights.col.sessions')} data={insights.locations.map((a) => ({ label: a.value, value: a.count }))} />
          <BarChart title={t('insights.topUsers')} valueLabel={t('insights.col.sessions')} data={insights.users.map((a) => ({ label: a.value, value: a.count }))} />
        </div>
      )}
      <SessionLog insights={insights} />
    </TelemetryLayout>
  );
}
