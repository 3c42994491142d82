import { sql } from 'kysely';
import type { Db } from '../../../db/openDatabase.js';
import { scoreFramework } from '../../../compliance/scoreFramework.js';
import { tenantFrameworks } from '../../../compliance/tenantFrameworks.js';
import { identityWhere } from '../../identities/identityQuery.js';
import { FIX_BY_DEFAULTS, vulnerabilityDashboard } from '../../vulnerabilities/vulnerabilityDashboard.js';
import { slicedAlerts } from './alertReports.js';
import type { CatalogueReport, ReportSlice } from './catalogueSchemas.js';
import { accountsOrNone, sliceAccounts } from './sliceAccounts.js';
import { slicedFixBy } from './slicedFixBy.js';

const DAY = 86_400_000;
const period = (s: ReportSlice) => ({ from: new Date(s.from).toISOString(), to: new Date(s.to).toISOString() });
const complianceSlice = (s: ReportSlice) => ({ cloud: s.cloud, accountId: s.account, businessUnit: s.businessUnit });

/** Each framework's score on the slice (the compliance area's scoring), and its checks' alerts first seen in the period. */
export async function complianceByFramework(db: Db, tenantId: string, s: ReportSlice, now: number): Promise<CatalogueReport> {
  const frameworks = await tenantFrameworks(db, tenantId);
  const rows = await Promise.all(frameworks.map(async (framework) => {
    const score = await scoreFramework(db, tenantId, framework, { now, slice: complianceSlice(s) });
    const checks = [...new Set(framework.sections.flatMap((sec) => sec.requirements.flatMap((r) => r.checks)))];
    const fresh = checks.length === 0 ? { n: 0 } : await slicedAlerts(db, tenantId, s).select((eb) => eb.fn.countAll().as('n'))
      .where('rule_id', 'in', checks).where('created_at', '>=', s.from).where('created_at', '<', s.to).executeTakeFirst();
    return { framework, score, newFailing: Number(fresh?.n ?? 0) };
  }));
  const average = rows.length === 0 ? null : Math.round(rows.reduce((a, r) => a + r.score.score, 0) / rows.length);
  return {
    report: 'compliance-by-framework', title: 'Compliance by framework', period: period(s), unappliedFilters: [],
    figures: [
      { id: 'frameworks', label: 'Frameworks', value: rows.length },
      { id: 'averageScore', label: 'Average score', value: average, unit: '%' },
      { id: 'failedRequirements', label: 'Failed requirements', value: rows.reduce((a, r) => a + r.score.failed, 0) },
      { id: 'newFailingAlerts', label: 'Alerts on framework checks first seen in the period', value: rows.reduce((a, r) => a + r.newFailing, 0) },
    ],
    chart: { title: 'Score by framework', unit: '%', points: rows.map((r) => ({ label: r.framework.name, value: r.score.score })) },
    table: {
      columns: ['Framework', 'Score (%)', 'Passed', 'Failed', 'Manual', 'Alerts first seen in the period'],
      rows: rows.map((r) => [r.framework.name, r.score.score, r.score.passed, r.score.failed, r.score.manual, r.newFailing]),
    },
  };
}

/**
 * Open findings within and past their fix-by targets at the period's end, and findings first seen in the period (the
 * vulnerability dashboard's figures), on the assets of the slice's clouds, accounts and business units.
 */
export async function vulnerabilityFixBy(db: Db, tenantId: string, s: ReportSlice): Promise<CatalogueReport> {
  const days = Math.max(1, Math.round((s.to - s.from) / DAY));
  const accounts = await sliceAccounts(db, tenantId, s);
  const d = accounts === null
    ? await vulnerabilityDashboard(db, tenantId, s.to, { targets: FIX_BY_DEFAULTS, days, historyDays: days })
    : await slicedFixBy(db, tenantId, accounts, s.to, { targets: FIX_BY_DEFAULTS, days });
  const overdue = d.age.bySeverity.reduce((a, b) => a + b.overdue, 0);
  return {
    report: 'vulnerability-fix-by', title: 'Vulnerability fix-by targets', period: period(s), unappliedFilters: [],
    figures: [
      { id: 'open', label: 'Open findings', value: d.open },
      { id: 'overdue', label: 'Past their fix-by target', value: overdue },
      { id: 'withinTarget', label: 'Within their fix-by target', value: d.age.bySeverity.reduce((a, b) => a + b.withinTarget, 0) },
      { id: 'newlyFound', label: 'Found in the period', value: d.newlyFound.total },
    ],
    chart: { title: 'Findings past their fix-by target by severity', points: d.age.bySeverity.map((b) => ({ label: b.severity, value: b.overdue })) },
    table: {
      columns: ['Severity', 'Fix-by target (days)', 'Within target', 'Past target', 'Found in the period'],
      rows: d.age.bySeverity.map((b) => [b.severity, d.age.targets[b.severity], b.withinTarget, b.overdue, d.newlyFound.bySeverity[b.severity]]),
    },
  };
}

/** Identities by risk level on the slice's clouds, accounts and business units, and those first seen or active in the period. */
export async function identityRisk(db: Db, tenantId: string, s: ReportSlice, now: number): Promise<CatalogueReport> {
  // Identities belong to accounts; a business unit is the accounts it holds.
  const units = s.businessUnit.length ? await sliceAccounts(db, tenantId, { cloud: [], account: [], businessUnit: s.businessUnit }) : null;
  const account = units === null ? s.account : accountsOrNone(s.account.length ? units.filter((id) => s.account.includes(id)) : units);
  const where = identityWhere(tenantId, { cloud: s.cloud as ('aws' | 'azure')[], account }, now);
  const rows = await sql<{ risk: string; n: number; fresh: number; active: number }>`
    SELECT risk, COUNT(*) AS n,
      SUM(CASE WHEN created_at >= ${s.from} AND created_at < ${s.to} THEN 1 ELSE 0 END) AS fresh,
      SUM(CASE WHEN last_activity >= ${s.from} AND last_activity < ${s.to} THEN 1 ELSE 0 END) AS active
    FROM identities WHERE ${where} GROUP BY risk`.execute(db);
  const by = new Map(rows.rows.map((r) => [r.risk, r]));
  const levels = ['High', 'Medium', 'Low'] as const;
  const total = (key: 'n' | 'fresh' | 'active') => rows.rows.reduce((a, r) => a + Number(r[key]), 0);
  return {
    report: 'identity-risk', title: 'Identity risk', period: period(s), unappliedFilters: [],
    figures: [
      { id: 'identities', label: 'Identities', value: total('n') },
      { id: 'highRisk', label: 'High-risk identities', value: Number(by.get('High')?.n ?? 0) },
      { id: 'firstSeen', label: 'First seen in the period', value: total('fresh') },
      { id: 'active', label: 'Active in the period', value: total('active') },
    ],
    chart: { title: 'Identities active in the period by risk', points: levels.map((level) => ({ label: level, value: Number(by.get(level)?.active ?? 0) })) },
    table: {
      columns: ['Risk', 'Identities', 'First seen in the period', 'Active in the period'],
      rows: levels.map((level) => [level, Number(by.get(level)?.n ?? 0), Number(by.get(level)?.fresh ?? 0), Number(by.get(level)?.active ?? 0)]),
    },
  };
}
