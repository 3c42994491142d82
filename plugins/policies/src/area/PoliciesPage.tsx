import { CardFigures, PageTitle, usePluginTranslation } from '@palisade/sdk';

/** `/admin/policy/addPolicy`: the area's landing page with its figures from the server (the dashboard cards of the areas it draws on). */
export default function PoliciesPage() {
  const { t } = usePluginTranslation();
  return (
    <section className="area-page" aria-labelledby="area-title">
      <PageTitle id="area-title" title={t('page.title')} />
      <p>{t('page.intro')}</p>
      <CardFigures appIds={[4, 3]} label={t('page.figures')} empty={t('page.noFigures')} />
    </section>
  );
}
