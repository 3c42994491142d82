import { lazy, Suspense } from 'react';
import { Button, DashboardCardFrame, DashboardTimeRangeProvider, PageTitle, TimeRangePicker, useCountsSettled, useDashboardCards, usePluginTranslation } from '@palisade/sdk';
import { Carousel } from './Carousel';
import { useDashboardRange } from './useDashboardRange';
import { useDelayedReload } from './useDelayedReload';
import './dashboard.css';

// Charts load in their own chunks once the cards' figures are in: the figures never wait for them.
const CardTrendSlot = lazy(() => import('../overview/CardTrendSlot'));
const PostureOverview = lazy(() => import('../overview/PostureOverview'));

/**
 * `/admin/dashboard/dashboard`: every visible dashboard card, built-in (appId 0–5) first, then the others, each with
 * its trend over the time range in the URL; beneath them, severity over time and the posture figures.
 */
export default function DashboardPage() {
  const { t } = usePluginTranslation();
  const cards = useDashboardCards();
  const [range, setRange] = useDashboardRange();
  const { key, pending, reload } = useDelayedReload();
  const chartsWanted = useCountsSettled();
  const labels = { loading: t('card.loading'), failed: t('card.failed') };

  const slides = cards.map(({ key: id, card, pluginId, pluginVersion, title, info }) => ({
    id,
    title,
    content: (
      <DashboardCardFrame
        card={card} pluginId={pluginId} pluginVersion={pluginVersion} title={title} info={info} reloadKey={key} labels={labels}
        trend={chartsWanted && card.trend && (
          <Suspense fallback={<div className="pl-card-trend pl-card-trend--loading" aria-hidden="true" />}>
            <CardTrendSlot trend={card.trend} title={info || title} href={card.href} />
          </Suspense>
        )}
      />
    ),
  }));

  return (
    <section className="dash-page" aria-labelledby="dash-title">
      <PageTitle id="dash-title" title={t('page.title')}>
        <TimeRangePicker value={range} onChange={(next) => setRange(next)} label={t('page.range')} />
        <Button variant="secondary" onClick={reload} loading={pending}>
          {t('page.reload')}
        </Button>
      </PageTitle>
      <p className="dash-visually-hidden" role="status">
        {pending ? t('page.reloading') : ''}
      </p>
      <DashboardTimeRangeProvider range={range} reloadKey={key}>
        {slides.length === 0 ? <p>{t('page.noCards')}</p> : <Carousel slides={slides} />}
        {chartsWanted && (
          <Suspense fallback={null}>
            <PostureOverview range={range} reloadKey={key} />
          </Suspense>
        )}
      </DashboardTimeRangeProvider>
    </section>
  );
}
