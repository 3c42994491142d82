import { useQuery } from '@tanstack/react-query';
import { Loading, PageTitle, ServerError, useHttp, usePluginTranslation } from '@palisade/sdk';
import { AreaChart, BarChart, DonutChart } from '@palisade/sdk/charts';
import { fetchIacDashboard, iacKeys } from '../integrations/iacApi';
import '../integrations/iac.css';

const SEVERITIES = ['Critical', 'High', 'Medium', 'Low'] as const;

/** `/admin/configuration/iac/dashboard`: IaC findings by severity over time, top rules, repositories by risk and the fix rate, each chart with its table. */
export default function IacDashboardPage() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const state = useQuery({ queryKey: iacKeys.dashboard(), queryFn: ({ signal }) => fetchIacDashboard(http, signal) });
  const body = (() => {
    if (state.status === 'pending') return <Loading label={t('dashboard.loading')} />;
    if (state.status === 'error') return <ServerError title={t('dashboard.error')} error={state.error} onRetry={() => void state.refetch()} />;
    const d = state.data;
    const series = SEVERITIES.map((s) => t(`dashboard.severity.${s}`));
    return (
      <>
        <section aria-label={t('dashboard.overTime')}>
          <AreaChart title={t('dashboard.overTime')} series={series}
            points={d.bySeverityOverTime.map((p) => ({ day: p.day, values: Object.fromEntries(SEVERITIES.map((s, i) => [series[i]!, p[s]])) }))} />
        </section>
        <section aria-label={t('dashboard.topRules')}>
          <BarChart title={t('dashboard.topRules')} valueLabel={t('dashboard.open')} data={d.topRules.map((r) => ({ label: `${r.ruleId}: ${r.title}`, value: r.open }))} />
        </section>
        <section aria-label={t('dashboard.repositories')}>
          <BarChart title={t('dashboard.repositories')} valueLabel={t('dashboard.risk')} data={d.repositories.map((r) => ({ label: r.repository, value: r.risk }))} />
          <p>{t('dashboard.riskNote')}</p>
        </section>
        <section aria-label={t('dashboard.fixRate')}>
          <DonutChart title={t('dashboard.fixRate')} valueLabel={t('dashboard.findings')}
            data={[{ label: t('dashboard.resolved'), value: d.fixRate.resolved }, { label: t('dashboard.stillOpen'), value: d.fixRate.open }]} />
          <p>{t('dashboard.fixRateText', { percent: d.fixRate.percent, resolved: d.fixRate.resolved, open: d.fixRate.open })}</p>
        </section>
      </>
    );
  })();
  return (
    <section className="area-page" aria-labelledby="area-title">
      <PageTitle id="area-title" title={t('dashboard.title')} />
      {body}
    </section>
  );
}
