import type { Db } from '../db/openDatabase.js';
import type { Framework } from './parseFramework.js';
import type { ComplianceSlice } from './scoreFramework.js';

/** A requirement as the matrix sees it: its checks, and its attested state when it has none. */
interface MatrixRequirement { id: string; title: string; checks: readonly string[]; attested: 'pass' | 'fail' | null }
export interface MatrixAccount { id: number; name: string; cloud: string }
export interface MatrixCell { accountId: number; passed: number; failed: number; score: number | null }
export interface MatrixRow { id: string; label: string; cells: MatrixCell[] }
export interface FailedRequirement {
  frameworkId: string; frameworkName: string; requirementId: string; title: string; failingAccounts: number; openAlerts: number;
}

/**
 * Open alerts per check and account in the slice (check → account → count). Without a region or business unit in the
 * slice it reads the per-account summary (one row per check and account); with one, it groups the per-slice summary.
 */
async function openByCheckAndAccount(db: Db, tenantId: string, checks: readonly string[], slice: ComplianceSlice): Promise<Map<string, Map<number, number>>> {
  const out = new Map<string, Map<number, number>>();
  if (checks.length === 0) return out;
  const rows = slice.region?.length || slice.businessUnit?.length ? await bySliceRows(db, tenantId, checks, slice) : await byAccountRows(db, tenantId, checks, slice);
  for (const row of rows) {
    if (Number(row.n) <= 0) continue;
    const byAccount = out.get(row.rule_id) ?? new Map<number, number>();
    byAccount.set(Number(row.account_id), (byAccount.get(Number(row.account_id)) ?? 0) + Number(row.n));
    out.set(row.rule_id, byAccount);
  }
  return out;
}

async function byAccountRows(db: Db, tenantId: string, checks: readonly string[], slice: ComplianceSlice) {
  let q = db.selectFrom('compliance_account_failures').select(['rule_id', 'account_id', 'open_alerts as n'])
    .where('tenant_id', '=', tenantId).where('rule_id', 'in', [...checks]).where('open_alerts', '>', 0);
  if (slice.cloud?.length) q = q.where('cloud', 'in', [...slice.cloud]);
  if (slice.accountId?.length) q = q.where('account_id', 'in', [...slice.accountId]);
  return q.execute();
}

async function bySliceRows(db: Db, tenantId: string, checks: readonly string[], slice: ComplianceSlice) {
  let q = db.selectFrom('compliance_check_failures').select((eb) => ['rule_id', 'account_id', eb.fn.sum<number>('open_alerts').as('n')])
    .where('tenant_id', '=', tenantId).where('rule_id', 'in', [...checks]).where('open_alerts', '>', 0);
  if (slice.cloud?.length) q = q.where('cloud', 'in', [...slice.cloud]);
  if (slice.accountId?.length) q = q.where('account_id', 'in', [...slice.accountId]);
  if (slice.region?.length) q = q.where('region', 'in', [...slice.region]);
  if (slice.businessUnit?.length) q = q.where('business_unit', 'in', [...slice.businessUnit]);
  return q.groupBy(['rule_id', 'account_id']).execute();
}

/** The tenant's cloud accounts in the slice (cloud, account and business unit narrow it; a region does not). */
async function sliceAccounts(db: Db, tenantId: string, slice: ComplianceSlice): Promise<MatrixAccount[]> {
  let q = db.selectFrom('cloud_accounts').select(['id', 'name', 'provider']).where('tenant_id', '=', tenantId);
  if (slice.cloud?.length) {
    const clouds = slice.cloud.filter((c): c is 'aws' | 'azure' => c === 'aws' || c === 'azure');
    if (clouds.length === 0) return [];
    q = q.where('provider', 'in', clouds);
  }
  if (slice.accountId?.length) q = q.where('id', 'in', [...slice.accountId]);
  if (slice.businessUnit?.length) {
    const units = [...slice.businessUnit];
    q = q.where('id', 'in', (eb) => eb.selectFrom('business_unit_accounts').innerJoin('business_units', 'business_units.id', 'business_unit_accounts.business_unit_id')
      .select('business_unit_accounts.account_id').where('business_units.tenant_id', '=', tenantId).where('business_units.name', 'in', units));
  }
  return (await q.orderBy('name').execute()).map((a) => ({ id: Number(a.id), name: a.name, cloud: a.provider ?? '' }));
}

/** Current attestations of the tenant (framework id/requirement id → pass or fail). */
async function attestedStates(db: Db, tenantId: string, now: number): Promise<Map<string, 'pass' | 'fail'>> {
  const rows = await db.selectFrom('compliance_attestations').select(['framework_id', 'requirement_id', 'verdict'])
    .where('tenant_id', '=', tenantId).where('expires_at', '>', now).execute();
  return new Map(rows.map((r) => [`${r.framework_id}/${r.requirement_id}`, r.verdict === 'met' ? 'pass' : 'fail']));
}

/** Per cloud, each requirement's checks that judge an account on that cloud (null: none does, so it is not scored there). */
const judgingChecks = (requirements: readonly MatrixRequirement[], clouds: readonly string[], checkCloud: (check: string) => string | undefined) =>
  new Map(clouds.map((cloud) => [cloud, requirements.map((r) => {
    const checks = r.checks.filter((c) => { const on = checkCloud(c); return on === undefined || on === 'any' || on === cloud; });
    return r.checks.length > 0 && checks.length === 0 ? null : checks;
  })] as const));

const cellOf = (account: MatrixAccount, requirements: readonly MatrixRequirement[], judging: readonly (readonly string[] | null)[],
  open: Map<string, Map<number, number>>): MatrixCell => {
  const accountId = account.id;
  let passed = 0;
  let failed = 0;
  requirements.forEach((r, i) => {
    // Only the checks that look at this account's cloud judge it; a requirement with none is not scored there.
    const checks = judging[i];
    if (checks === null || checks === undefined) return;
    const state = r.checks.length === 0 ? r.attested : checks.some((c) => (open.get(c)?.get(accountId) ?? 0) > 0) ? 'fail' : 'pass';
    if (state === 'pass') passed++;
    else if (state === 'fail') failed++;
  });
  return { accountId, passed, failed, score: passed + failed === 0 ? null : Math.round((passed / (passed + failed)) * 100) };
};

/**
 * Scores per account, with the same rules as a framework's score: one row per framework, or, given one framework,
 * one row per section. In an account, a requirement counts only through the checks on that account's cloud; a cell
 * with nothing to score (no check for that cloud, manual requirements not attested) has no score.
 */
export async function complianceMatrix(db: Db, tenantId: string, frameworks: readonly Framework[],
  options: { now: number; slice: ComplianceSlice; by: 'framework' | 'section'; checkCloud?: (check: string) => string | undefined }) {
  const checks = [...new Set(frameworks.flatMap((f) => f.sections.flatMap((s) => s.requirements.flatMap((r) => r.checks))))];
  const [accounts, open, attested] = await Promise.all([sliceAccounts(db, tenantId, options.slice), openByCheckAndAccount(db, tenantId, checks, options.slice),
    attestedStates(db, tenantId, options.now)]);
  const requirementsOf = (f: Framework, sections: Framework['sections']): MatrixRequirement[] => sections.flatMap((s) => s.requirements.map((r) => ({
    id: r.id, title: r.title, checks: r.checks, attested: r.checks.length === 0 ? attested.get(`${f.id}/${r.id}`) ?? null : null })));
  const groups = options.by === 'framework'
    ? frameworks.map((f) => ({ id: f.id, label: f.name, requirements: requirementsOf(f, f.sections) }))
    : frameworks.flatMap((f) => f.sections.map((s) => ({ id: s.id, label: s.title, requirements: requirementsOf(f, [s]) })));
  const clouds = [...new Set(accounts.map((a) => a.cloud))];
  const rows: MatrixRow[] = groups.map((g) => {
    const judging = judgingChecks(g.requirements, clouds, options.checkCloud ?? (() => undefined));
    return { id: g.id, label: g.label, cells: accounts.map((a) => cellOf(a, g.requirements, judging.get(a.cloud)!, open)) };
  });
  const mostFailed: FailedRequirement[] = frameworks.flatMap((f) => requirementsOf(f, f.sections).filter((r) => r.checks.length > 0).map((r) => {
    const failing = new Set<number>();
    let openAlerts = 0;
    for (const c of r.checks) for (const [account, n] of open.get(c) ?? []) { failing.add(account); openAlerts += n; }
    return { frameworkId: f.id, frameworkName: f.name, requirementId: r.id, title: r.title, failingAccounts: failing.size, openAlerts };
  })).filter((r) => r.openAlerts > 0)
    .sort((a, b) => b.failingAccounts - a.failingAccounts || b.openAlerts - a.openAlerts || a.frameworkId.localeCompare(b.frameworkId) || a.requirementId.localeCompare(b.requirementId));
  return { accounts, rows, mostFailed };
}
