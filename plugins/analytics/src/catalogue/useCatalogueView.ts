import { useSearchParams } from 'react-router';
import { TIME_RANGE_OPTIONS, type TimeRangeId } from '@palisade/sdk';
import { CATALOGUE_REPORTS, isCatalogueReport, type CatalogueReportId } from './catalogueReports';

const RANGE_IDS = new Set<string>(TIME_RANGE_OPTIONS.map((o) => o.id));
export const DEFAULT_REPORT_RANGE: TimeRangeId = 'last-1-week';

/** What the catalogue shows, all of it in the URL so a link reproduces the report. */
export interface CatalogueView {
  report: CatalogueReportId;
  range: TimeRangeId;
  cloud: string;
  account: string;
  businessUnit: string;
}
export type CatalogueFilter = 'cloud' | 'account' | 'businessUnit';

/** The view from `?report=&range=&cloud=&account=&businessUnit=`; an absent or unknown value is the default. */
export function useCatalogueView(): [CatalogueView, (change: Partial<CatalogueView>) => void] {
  const [params, setParams] = useSearchParams();
  const report = params.get('report');
  const range = params.get('range');
  const view: CatalogueView = {
    report: isCatalogueReport(report) ? report : CATALOGUE_REPORTS[0],
    range: range && RANGE_IDS.has(range) ? (range as TimeRangeId) : DEFAULT_REPORT_RANGE,
    cloud: params.get('cloud') ?? '',
    account: params.get('account') ?? '',
    businessUnit: params.get('businessUnit') ?? '',
  };
  const update = (change: Partial<CatalogueView>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(change)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  return [view, update];
}
