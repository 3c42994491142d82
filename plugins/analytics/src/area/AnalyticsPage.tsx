import { CardFigures, PageTitle, usePluginTranslation } from '@palisade/sdk';
import { PrintReportAction } from './PrintReportAction';

/** `/admin/analytics/reports/*`: the area's landing page with its figures from the server (the dashboard cards of the areas it draws on). */
export default function AnalyticsPage() {
  const { t } = usePluginTranslation();
  return (
    <section className="area-page" aria-labelledby="area-title">
      <PageTitle id="area-title" title={t('page.title')} />
      <p>{t('page.intro')}</p>
      <PrintReportAction />
      <CardFigures label={t('page.figures')} empty={t('page.noFigures')} />
    </section>
  );
}
