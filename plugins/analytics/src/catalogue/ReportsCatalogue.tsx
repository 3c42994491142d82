import { Loading, Tabs, usePluginTranslation } from '@palisade/sdk';
import { ExportCsvButton } from '@palisade/sdk/inventory';
import { CatalogueFilters } from './CatalogueFilters';
import { CatalogueReportView } from './CatalogueReportView';
import { CATALOGUE_REPORTS } from './catalogueReports';
import { catalogueQuery, useCatalogueReport } from './useCatalogueReport';
import { useCatalogueView } from './useCatalogueView';
import './catalogue.css';

/** The reports catalogue: one tab per report, the period and filters in the URL, and the report's CSV. */
export function ReportsCatalogue() {
  const { t } = usePluginTranslation();
  const [view, update] = useCatalogueView();
  const state = useCatalogueReport(view);
  return (
    <Tabs label={t('catalogue.label')} idPrefix="analytics-report" current={view.report} onSelect={(report) => update({ report })}
      tabs={CATALOGUE_REPORTS.map((id) => ({ id, label: t(`catalogue.reports.${id}`) }))}>
      <CatalogueFilters key={`${view.account}|${view.businessUnit}`} view={view} onChange={update} />
      <p>
        <ExportCsvButton path={`reports/v1/catalogue/${view.report}/export.csv`} query={() => catalogueQuery(view)} />
      </p>
      <div aria-live="polite" aria-busy={state.status === 'loading' || (state.status === 'ready' && state.refreshing)}>
        {state.status === 'loading' && <Loading label={t('report.loading')} />}
        {state.status === 'failed' && <p role="alert">{state.message ?? t('report.loadFailed')}</p>}
        {state.status === 'ready' && <CatalogueReportView report={state.report} />}
      </div>
    </Tabs>
  );
}
