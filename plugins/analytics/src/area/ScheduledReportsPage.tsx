import { AreaNotAvailable, usePluginTranslation } from '@palisade/sdk';

/** `/admin/configuration/scheduled-reports`: the area is not built yet; the page says so, so the landing step still opens a page. */
export default function ScheduledReportsPage() {
  const { t } = usePluginTranslation();
  return <AreaNotAvailable title={t('scheduledReports.title')} message={t('scheduledReports.unavailable')} />;
}
