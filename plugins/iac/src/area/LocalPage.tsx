import { CardFigures, PageTitle, usePluginTranslation } from '@palisade/sdk';

/** `/admin/configuration/iac/local`: the workstations and IDE area, with the IaC figure from the server. */
export default function LocalPage() {
  const { t } = usePluginTranslation();
  return (
    <section className="area-page" aria-labelledby="area-title">
      <PageTitle id="area-title" title={t('page.title')} />
      <p>{t('page.intro')}</p>
      {/* The figure comes through the area's own dashboard card, so the page and the entry share no module. */}
      <CardFigures appIds={[3]} label={t('page.figures')} empty={t('page.noFigures')} />
    </section>
  );
}
