import { PageTitle, usePluginTranslation } from '@palisade/sdk';

/** `/admin/configuration/scheduled-reports`: the area is not built yet; the page says so, so the landing step still opens a page. */
export default function ScheduledReportsPage() {
  const { t } = usePluginTranslation();
  return (
    <section className="area-page" aria-labelledby="area-title">
      <PageTitle id="area-title" title={t('scheduledReports.title')} />
      <p>{t('scheduledReports.unavailable')}</p>
    </section>
  );
}
