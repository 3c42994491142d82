import { Button, PageTitle, useExtensions, useExtensionTranslation, usePluginTranslation } from '@palisade/sdk';
import { Carousel } from './Carousel';
import { DashboardCard } from './DashboardCard';
import { sortCards } from './sortCards';
import { useDelayedReload } from './useDelayedReload';
import './dashboard.css';

/** `/admin/dashboard/dashboard`: every visible dashboard card, built-in (appId 0–5) first, then the others. */
export default function DashboardPage() {
  const { t } = usePluginTranslation();
  const cards = sortCards(useExtensions('console.dashboard/card'));
  // Card texts live in the contributing plugins' namespaces.
  const { t: tc } = useExtensionTranslation(cards.map((c) => c.pluginId));
  const { key, pending, reload } = useDelayedReload();
  const labels = { loading: t('card.loading'), failed: t('card.failed') };

  const slides = cards.map(({ pluginId, pluginVersion, extension: { properties: card } }) => {
    const title = tc(card.titleKey, { ns: pluginId });
    const info = card.infoKey ? tc(card.infoKey, { ns: pluginId }) : '';
    return {
      id: `${pluginId}:${card.appId}`,
      title,
      content: <DashboardCard card={card} pluginId={pluginId} pluginVersion={pluginVersion} title={title} info={info} reloadKey={key} labels={labels} />,
    };
  });

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
