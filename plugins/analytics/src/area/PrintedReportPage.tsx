import { useLocation } from 'react-router';
import { usePluginTranslation, usePrintState } from '@palisade/sdk';
import { CatalogueReportView } from '../catalogue/CatalogueReportView';
import { ExecutiveReportFigures } from './ExecutiveReportFigures';
import { useRenderedReport } from './useRenderedReport';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/**
 * `/pdf-scheduled-reports?token=…`: the executive report a render link
 * grants, for a headless renderer to print; no sign-in (the token is the
 * credential) and no console around it (spec section 2).
 */
export default function PrintedReportPage() {
  const { t } = usePluginTranslation();
  const token = new URLSearchParams(useLocation().search).get('token');
  const state = useRenderedReport(token);
  const ready = state.status === 'ready' ? state.report : null;
  usePrintState(state, ready === null ? null : ready.report === 'executive' ? t('printed.documentTitle', { tenant: ready.tenant.name }) : t('printed.catalogueTitle', { title: ready.title }));

  if (state.status === 'loading') {
    return (
      <main id="palisade-content" className="analytics-printed analytics-printed--status">
        <p role="status">{t('printed.preparing')}</p>
      </main>
    );
  }
  if (state.status === 'failed') {
    return (
      <main id="palisade-content" className="analytics-printed analytics-printed--status">
        <h1>{t('printed.cannotShow')}</h1>
        <p role="alert">{state.message}</p>
      </main>
    );
  }
  const { report } = state;
  if (report.report !== 'executive') {
    return (
      <main id="palisade-content" className="analytics-printed" aria-labelledby="printed-title">
        <header className="analytics-printed__header">
          <p className="analytics-printed__brand">{t('printed.brand')}</p>
          <h1 id="printed-title">{report.title}</h1>
        </header>
        <CatalogueReportView report={report} />
      </main>
    );
  }
  return (
    <main id="palisade-content" className="analytics-printed" aria-labelledby="printed-title">
      <header className="analytics-printed__header">
        <p className="analytics-printed__brand">{t('printed.brand')}</p>
        <h1 id="printed-title">{t('printed.title', { tenant: report.tenant.name })}</h1>
        <p>{t('printed.generated', { at: when.format(new Date(report.generatedAt)) })}</p>
      </header>
      <ExecutiveReportFigures report={report} />
    </main>
  );
}
