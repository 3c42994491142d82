import { useId, useState } from 'react';
import { Loading, ServerError, usePluginTranslation } from '@palisade/sdk';
import { LineChart, type PostureHistory, usePostureHistory } from '@palisade/sdk/charts';

const ACCOUNTS_SHOWN = 5;
/** The periods offered: a week and a month (section 9's "last 1 week" and "last 1 month" in days), and the 90 days the index itself looks back. */
export const CREEP_RANGES = [7, 30, 90] as const;

/**
 * The permission creep index over a chosen period (30 days at first): the share of granted permissions not used in 90
 * days, overall and for the accounts where it is highest today.
 */
export function CreepIndexChart() {
  const { t } = usePluginTranslation();
  const [days, setDays] = useState<(typeof CREEP_RANGES)[number]>(30);
  const state = usePostureHistory(['identities.creep'], { lastDays: days });
  const pickerId = useId();
  return (
    <section className="identities-creep" aria-labelledby="identities-creep-title">
      <h2 id="identities-creep-title">{t('creep.title')}</h2>
      <span className="identities-field">
        <label htmlFor={pickerId}>{t('creep.range')}</label>
        <select id={pickerId} value={days} onChange={(e) => setDays(Number(e.target.value) as (typeof CREEP_RANGES)[number])}>
          {CREEP_RANGES.map((n) => <option key={n} value={n}>{t('creep.lastDays', { count: n })}</option>)}
        </select>
      </span>
      {state.status === 'loading' ? <Loading label={t('creep.loading')} />
        : state.status === 'failed' ? <ServerError title={t('creep.error')} error={state.error} /> : <CreepBody history={state.history} />}
    </section>
  );
}

function CreepBody({ history }: { history: PostureHistory }) {
  const { t } = usePluginTranslation();
  const series = history.series[0];
  const last = series?.points.at(-1);
  const overall = t('creep.overall');
  const worst = Object.entries(last?.values ?? {}).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, ACCOUNTS_SHOWN).map(([account]) => account);
  const points = (series?.points ?? []).map((p) => ({ day: p.day, values: { [overall]: p.total, ...Object.fromEntries(worst.map((a) => [a, p.values[a] ?? 0])) } }));
  return (
    <>
      <p>{t('creep.intro', { value: last?.total ?? 0 })}</p>
      <LineChart title={t('creep.chart')} unit="%" series={[overall, ...worst]} points={points} />
    </>
  );
}
