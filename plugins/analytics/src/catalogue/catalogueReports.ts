import type { ApiResponse } from '@palisade/sdk';

/** One catalogue report as the server draws it for a period and filters. */
export type CatalogueReport = ApiResponse<'/api/reports/v1/catalogue/{report}', 'get'>;
export type CatalogueReportId = CatalogueReport['report'];

/** The reports of the catalogue, in the order they are offered; a report the server drops becomes a type error here. */
export const CATALOGUE_REPORTS = [
  'executive-summary',
  'alerts-trend',
  'compliance-by-framework',
  'vulnerability-fix-by',
  'identity-risk',
] as const satisfies readonly CatalogueReportId[];

export const isCatalogueReport = (id: string | null): id is CatalogueReportId => (CATALOGUE_REPORTS as readonly string[]).includes(id ?? '');
