import type { MouseEvent } from 'react';
import { CardFigures, navigateTo, PageTitle, usePluginTranslation } from '@palisade/sdk';

const EXECUTIVE_REPORT = '/admin/analytics/reports/executive-report';

function openReport(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  navigateTo(EXECUTIVE_REPORT);
}

/** `/admin/analytics/reports`: the area's landing page with its figures from the server (the dashboard cards of the areas it draws on). */
export default function AnalyticsPage() {
  const { t } = usePluginTranslation();
  return (
    <section className="area-page" aria-labelledby="area-title">
      <PageTitle id="area-title" title={t('page.title')} />
      <p>{t('page.intro')}</p>
      <p>
        <a href={EXECUTIVE_REPORT} onClick={openReport}>
          {t('page.executiveReport')}
        </a>
      </p>
      <CardFigures label={t('page.figures')} empty={t('page.noFigures')} />
    </section>
  );
}
