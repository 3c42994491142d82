import { z } from 'zod';
import { SEVERITIES } from '../alerts/alertQuery.js';
import { notFound } from '../../http/AppError.js';
import { benchmarkScore, DASHBOARD_BENCHMARK } from '../../compliance/benchmarkScore.js';
import { scoreFrameworks } from '../../compliance/scoreFramework.js';
import { tenantFrameworks } from '../../compliance/tenantFrameworks.js';
import type { AppContext } from '../../shared/AppContext.js';
import { executivePosture, executivePostureSchema } from './executivePosture.js';
import { reportPeriod, type ReportRangeId } from './reportRanges.js';

const TOP_POLICIES = 5;

export const executiveReportSchema = z.object({
  report: z.literal('executive'),
  tenant: z.object({ id: z.string(), name: z.string() }),
  generatedAt: z.string(),
  range: z.object({ id: z.string(), label: z.string(), from: z.string(), to: z.string() }),
  /** The six dashboard figures, counted as the dashboard counts them; null where the tenant has not bought the area. */
  figures: z.object({
    openThreats: z.number().int(), cloudAssets: z.number().int().nullable(), identities: z.number().int().nullable(),
    openIacAlerts: z.number().int().nullable(), complianceScore: z.number().int().nullable(), openVulnerabilities: z.number().int().nullable(),
  }),
  openAlertsBySeverity: z.array(z.object({ severity: z.enum(SEVERITIES), count: z.number().int() })),
  /** Alerts first seen within the range (any status). */
  newAlertsInRange: z.number().int(),
  topPolicies: z.array(z.object({ policy: z.string(), openAlerts: z.number().int() })),
  compliance: z.object({ benchmarkId: z.string(), score: z.number().int(), passed: z.number().int(), failed: z.number().int() }).nullable(),
  /** Every framework of the tenant with its score now; empty without compliance. */
  complianceScores: z.array(z.object({ frameworkId: z.string(), name: z.string(), score: z.number().int() })),
}).merge(executivePostureSchema);
export type ExecutiveReport = z.infer<typeof executiveReportSchema>;

const n = (row: { n: number | string | bigint } | undefined) => Number(row?.n ?? 0);

/** The executive report of one tenant: every query is bound to `tenantId`. */
export async function executiveReport(ctx: AppContext, tenantId: string, range: ReportRangeId): Promise<ExecutiveReport> {
  const { db } = ctx;
  const now = ctx.clock();
  const row = await db.selectFrom('tenants').select(['id', 'name', 'subscriptions']).where('id', '=', tenantId).executeTakeFirst();
  if (!row) throw notFound('The tenant of this report no longer exists');
  const tenant = { id: row.id, name: row.name };
  // As on the dashboard: an area the tenant has not bought has no figure (its count is refused there).
  const bought = new Set(JSON.parse(row.subscriptions) as string[]);
  const ifBought = (subscription: string, value: number) => (bought.has(subscription) ? value : null);
  const period = reportPeriod(range, now);
  const openAlerts = (kind: 'cloud' | 'iac') => db.selectFrom('alerts').select((eb) => eb.fn.countAll().as('n'))
    .where('tenant_id', '=', tenantId).where('kind', '=', kind).where('status', '=', 'Open').executeTakeFirst();

  const [threats, assets, identities, iac, vulnerabilities, zbp, bySeverity, fresh, policies] = await Promise.all([
    openAlerts('cloud'),
    db.selectFrom('assets').select((eb) => eb.fn.countAll().as('n')).where('tenant_id', '=', tenantId).executeTakeFirst(),
    db.selectFrom('identities').select((eb) => eb.fn.countAll().as('n')).where('tenant_id', '=', tenantId).executeTakeFirst(),
    openAlerts('iac'),
    db.selectFrom('vulnerabilities').select((eb) => eb.fn.countAll().as('n')).where('tenant_id', '=', tenantId).where('status', '=', 'Open').executeTakeFirst(),
    benchmarkScore(db, tenantId, DASHBOARD_BENCHMARK, now),
    db.selectFrom('alerts').select(['severity', (eb) => eb.fn.countAll().as('n')]).where('tenant_id', '=', tenantId).where('status', '=', 'Open')
      .groupBy('severity').execute(),
    db.selectFrom('alerts').select((eb) => eb.fn.countAll().as('n')).where('tenant_id', '=', tenantId)
      .where('created_at', '>=', Date.parse(period.from)).where('created_at', '<', now + 1).executeTakeFirst(),
    db.selectFrom('alerts').select(['title', (eb) => eb.fn.countAll().as('n')]).where('tenant_id', '=', tenantId).where('status', '=', 'Open')
      .groupBy('title').orderBy('n', 'desc').orderBy('title').limit(TOP_POLICIES).execute(),
  ]);
  // The dashboard card's figure, from the same function.
  const score = zbp?.score ?? 0;
  const severityCounts = new Map(bySeverity.map((row) => [row.severity, n(row)]));
  const frameworks = bought.has('COMPLIANCE') ? await tenantFrameworks(db, tenantId) : [];
  const scores = await scoreFrameworks(db, tenantId, frameworks, { now });
  const names = new Map(frameworks.map((f) => [f.id, f.name]));
  const posture = await executivePosture(db, {
    tenantId, from: Date.parse(period.from), now, benchmarkId: DASHBOARD_BENCHMARK, score: bought.has('COMPLIANCE') ? score : null,
    newAlerts: n(fresh), vulnerabilitiesBought: bought.has('VULNERABILITY'),
  });
  return {
    report: 'executive',
    tenant,
    generatedAt: new Date(now).toISOString(),
    range: period,
    figures: {
      openThreats: n(threats), cloudAssets: ifBought('CSPM', n(assets)), identities: ifBought('CIEM', n(identities)),
      openIacAlerts: ifBought('IAC', n(iac)), complianceScore: ifBought('COMPLIANCE', score), openVulnerabilities: ifBought('VULNERABILITY', n(vulnerabilities)),
    },
    openAlertsBySeverity: SEVERITIES.map((severity) => ({ severity, count: severityCounts.get(severity) ?? 0 })),
    newAlertsInRange: n(fresh),
    topPolicies: policies.map((row) => ({ policy: row.title, openAlerts: n(row) })),
    compliance: bought.has('COMPLIANCE') ? { benchmarkId: DASHBOARD_BENCHMARK, score, passed: zbp?.passed ?? 0, failed: zbp?.failed ?? 0 } : null,
    complianceScores: scores.map((f) => ({ frameworkId: f.frameworkId, name: names.get(f.frameworkId) ?? f.frameworkId, score: f.score })),
    ...posture,
  };
}
