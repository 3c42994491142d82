import { Button, DashboardCardFrame, PageTitle, useDashboardCards, usePluginTranslation } from '@palisade/sdk';
import { Carousel } from './Carousel';
import { useDelayedReload } from './useDelayedReload';
import './dashboard.css';

/** `/admin/dashboard/dashboard`: every visible dashboard card, built-in (appId 0–5) first, then the others. */
export default function DashboardPage() {
  const { t } = usePluginTranslation();
  const cards = useDashboardCards();
  const { key, pending, reload } = useDelayedReload();
  const labels = { loading: t('card.loading'), failed: t('card.failed') };

  const slides = cards.map(({ key: id, card, pluginId, pluginVersion, title, info }) => ({
    id,
    title,
    content: <DashboardCardFrame card={card} pluginId={pluginId} pluginVersion={pluginVersion} title={title} info={info} reloadKey={key} labels={labels} />,
  }));

  return (
    <section className="dash-page" aria-labelledby="dash-title">
      <PageTitle id="dash-title" title={t('page.title')}>
        <Button variant="secondary" onClick={reload} loading={pending}>
          {t('page.reload')}
        </Button>
      </PageTitle>
      <p className="dash-visually-hidden" role="status">
        {pending ? t('page.reloading') : ''}
      </p>
      {slides.length === 0 ? <p>{t('page.noCards')}</p> : <Carousel slides={slides} />}
    </section>
  );
}
