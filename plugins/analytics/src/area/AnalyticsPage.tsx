import type { MouseEvent } from 'react';
import { navigateTo, PageTitle, useAccess, usePluginTranslation } from '@palisade/sdk';
import { ReportsCatalogue } from '../catalogue/ReportsCatalogue';

const EXECUTIVE_REPORT = '/admin/analytics/reports/executive-report';

function openReport(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigateTo(EXECUTIVE_REPORT);
}

/** `/admin/analytics/reports`: the reports catalogue, each report over a period and filters, and the way to the executive report. */
export default function AnalyticsPage() {
  const { t } = usePluginTranslation();
  // The executive report is a module of its own: a role with the catalogue alone gets no link to it.
  const { canSee } = useAccess();
  return (
    <section className="area-page" aria-labelledby="area-title">
      <PageTitle id="area-title" title={t('page.title')} />
      <p>{t('page.intro')}</p>
      {canSee('EXECUTIVE_REPORT') && (
        <p>
          <a href={EXECUTIVE_REPORT} onClick={openReport}>
            {t('page.executiveReport')}
          </a>
        </p>
      )}
      <ReportsCatalogue />
    </section>
  );
}
