import { Loading, ServerError, usePluginTranslation } from '@palisade/sdk';
import { LineChart, usePostureHistory } from '@palisade/sdk/charts';

const ACCOUNTS_SHOWN = 5;

/**
 * The permission creep index over the last month: the share of granted permissions not used in 90 days, overall and for
 * the accounts where it is highest today.
 */
export function CreepIndexChart() {
  const { t } = usePluginTranslation();
  const state = usePostureHistory(['identities.creep'], 'last-1-month');
  if (state.status === 'loading') return <Loading label={t('creep.loading')} />;
  if (state.status === 'failed') return <ServerError title={t('creep.error')} error={state.error} />;
  const series = state.history.series[0];
  const last = series?.points.at(-1);
  const overall = t('creep.overall');
  const worst = Object.entries(last?.values ?? {}).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, ACCOUNTS_SHOWN).map(([account]) => account);
  const points = (series?.points ?? []).map((p) => ({ day: p.day, values: { [overall]: p.total, ...Object.fromEntries(worst.map((a) => [a, p.values[a] ?? 0])) } }));
  return (
    <section className="identities-creep" aria-labelledby="identities-creep-title">
      <h2 id="identities-creep-title">{t('creep.title')}</h2>
      <p>{t('creep.intro', { value: last?.total ?? 0 })}</p>
      <LineChart title={t('creep.chart')} unit="%" series={[overall, ...worst]} points={points} />
    </section>
  );
}
