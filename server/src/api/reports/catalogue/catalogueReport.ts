import { DASHBOARD_BENCHMARK } from '../../../compliance/benchmarkScore.js';
import { shippedFrameworks } from '../../../compliance/loadFrameworks.js';
import { scoreFramework } from '../../../compliance/scoreFramework.js';
import { AppError } from '../../../http/AppError.js';
import type { AppContext } from '../../../shared/AppContext.js';
import type { Subscription } from '../../routeAccess.js';
import { alertsTrend, executiveSummary } from './alertReports.js';
import type { CatalogueReport, CatalogueReportId, ReportSlice } from './catalogueSchemas.js';
import { complianceByFramework, identityRisk, vulnerabilityFixBy } from './postureReports.js';

/** The area a report reads beyond analytics: a tenant that has not bought it gets no such report. */
export const REPORT_SUBSCRIPTION: Readonly<Record<CatalogueReportId, Subscription | null>> = {
  'executive-summary': null, 'alerts-trend': null, 'compliance-by-framework': 'COMPLIANCE', 'vulnerability-fix-by': 'VULNERABILITY', 'identity-risk': 'CIEM',
};

async function boughtSubscriptions(ctx: AppContext, tenantId: string): Promise<Set<string>> {
  const row = await ctx.db.selectFrom('tenants').select('subscriptions').where('id', '=', tenantId).executeTakeFirst();
  return new Set(row ? (JSON.parse(row.subscriptions) as string[]) : []);
}

/** One catalogue report of one tenant over a period and filters; every query is bound to `tenantId`. */
export async function catalogueReport(ctx: AppContext, tenantId: string, report: CatalogueReportId, slice: ReportSlice): Promise<CatalogueReport> {
  const bought = await boughtSubscriptions(ctx, tenantId);
  const needs = REPORT_SUBSCRIPTION[report];
  if (needs && !bought.has(needs)) throw new AppError(403, 'SUBSCRIPTION_REQUIRED', `Your organization does not have a subscription for ${needs}, which the ${report} report reads`);
  const now = ctx.clock();
  switch (report) {
    case 'executive-summary': {
      const benchmark = shippedFrameworks().find((f) => f.id === DASHBOARD_BENCHMARK);
      const score = bought.has('COMPLIANCE') && benchmark
        ? (await scoreFramework(ctx.db, tenantId, benchmark, { now, slice: { cloud: slice.cloud, accountId: slice.account, businessUnit: slice.businessUnit } })).score
        : null;
      return executiveSummary(ctx.db, tenantId, slice, score);
    }
    case 'alerts-trend': return alertsTrend(ctx.db, tenantId, slice);
    case 'compliance-by-framework': return complianceByFramework(ctx.db, tenantId, slice, now);
    case 'vulnerability-fix-by': return vulnerabilityFixBy(ctx.db, tenantId, slice);
    case 'identity-risk': return identityRisk(ctx.db, tenantId, slice, now);
  }
}
