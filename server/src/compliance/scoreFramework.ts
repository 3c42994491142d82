import type { Db } from '../db/openDatabase.js';
import type { Framework } from './parseFramework.js';

/** Which resources count: the open alerts of these clouds, accounts, regions and business units (empty means all). */
export interface ComplianceSlice { cloud?: readonly string[]; accountId?: readonly number[]; region?: readonly string[]; businessUnit?: readonly string[] }
export type RequirementState = 'pass' | 'fail' | 'manual';
export interface Attestation { verdict: 'met' | 'not_met'; evidence: string; expiresAt: number; attestedBy: string; attestedAt: number }
export interface RequirementScore {
  id: string; sectionId: string; title: string; state: RequirementState; checks: string[];
  /** Checks with an open alert in the slice, and how many open alerts they have between them. */
  failingChecks: string[]; openAlerts: number; attestation: Attestation | null;
}
export interface FrameworkScore {
  frameworkId: string; score: number; passed: number; failed: number; manual: number; total: number; requirements: RequirementScore[];
}

/** Open alerts per check in the slice, from the summary the alert triggers keep. */
export async function openAlertsByCheck(db: Db, tenantId: string, checks: readonly string[], slice: ComplianceSlice): Promise<Map<string, number>> {
  if (checks.length === 0) return new Map();
  let q = db.selectFrom('compliance_check_failures').select((eb) => ['rule_id', eb.fn.sum<number>('open_alerts').as('n')])
    .where('tenant_id', '=', tenantId).where('rule_id', 'in', [...checks]).where('open_alerts', '>', 0);
  if (slice.cloud?.length) q = q.where('cloud', 'in', [...slice.cloud]);
  if (slice.accountId?.length) q = q.where('account_id', 'in', [...slice.accountId]);
  if (slice.region?.length) q = q.where('region', 'in', [...slice.region]);
  if (slice.businessUnit?.length) q = q.where('business_unit', 'in', [...slice.businessUnit]);
  const rows = await q.groupBy('rule_id').execute();
  return new Map(rows.filter((r) => Number(r.n) > 0).map((r) => [r.rule_id, Number(r.n)]));
}

/** The attestations of these frameworks' manual requirements that have not expired at `now` (framework id → requirement id → attestation). */
export async function currentAttestations(db: Db, tenantId: string, frameworkIds: readonly string[], now: number): Promise<Map<string, Map<string, Attestation>>> {
  const out = new Map<string, Map<string, Attestation>>();
  if (frameworkIds.length === 0) return out;
  const rows = await db.selectFrom('compliance_attestations').selectAll().where('tenant_id', '=', tenantId)
    .where('framework_id', 'in', [...frameworkIds]).where('expires_at', '>', now).execute();
  for (const r of rows) {
    const byRequirement = out.get(r.framework_id) ?? new Map<string, Attestation>();
    byRequirement.set(r.requirement_id, { verdict: r.verdict, evidence: r.evidence, expiresAt: Number(r.expires_at), attestedBy: r.attested_by, attestedAt: Number(r.attested_at) });
    out.set(r.framework_id, byRequirement);
  }
  return out;
}

/** Scores one framework from the open alerts per check and its current attestations (no database). */
export function scoreWith(framework: Framework, open: ReadonlyMap<string, number>, attested: ReadonlyMap<string, Attestation>): FrameworkScore {
  const requirements = framework.sections.flatMap((s) => s.requirements.map((r) => ({ ...r, sectionId: s.id })));
  const scored = requirements.map((r): RequirementScore => {
    const failingChecks = r.checks.filter((c) => open.has(c));
    const attestation = r.checks.length === 0 ? attested.get(r.id) ?? null : null;
    const state: RequirementState = r.checks.length === 0
      ? (attestation ? (attestation.verdict === 'met' ? 'pass' : 'fail') : 'manual')
      : (failingChecks.length > 0 ? 'fail' : 'pass');
    return { id: r.id, sectionId: r.sectionId, title: r.title, state, checks: r.checks, failingChecks,
      openAlerts: failingChecks.reduce((n, c) => n + (open.get(c) ?? 0), 0), attestation };
  });
  const count = (state: RequirementState) => scored.filter((r) => r.state === state).length;
  const [passed, failed, manual] = [count('pass'), count('fail'), count('manual')];
  return { frameworkId: framework.id, score: passed + failed === 0 ? 0 : Math.round((passed / (passed + failed)) * 100),
    passed, failed, manual, total: scored.length, requirements: scored };
}

/**
 * Scores frameworks for a tenant with one grouped read of the per-check summary and one of the attestations, however
 * many frameworks: a requirement fails if any of its checks has an open alert on a resource in the slice, passes
 * otherwise, and is manual without checks unless a current attestation says met or not met.
 * Score = passed ÷ (total − manual), as a rounded percentage, 0 when nothing is scored.
 */
export async function scoreFrameworks(db: Db, tenantId: string, frameworks: readonly Framework[], options: { now: number; slice?: ComplianceSlice }): Promise<FrameworkScore[]> {
  const checks = [...new Set(frameworks.flatMap((f) => f.sections.flatMap((s) => s.requirements.flatMap((r) => r.checks))))];
  const [open, attested] = await Promise.all([
    openAlertsByCheck(db, tenantId, checks, options.slice ?? {}),
    currentAttestations(db, tenantId, frameworks.map((f) => f.id), options.now),
  ]);
  return frameworks.map((f) => scoreWith(f, open, attested.get(f.id) ?? new Map()));
}

/** One framework's score for a tenant; see {@link scoreFrameworks}. */
export async function scoreFramework(db: Db, tenantId: string, framework: Framework, options: { now: number; slice?: ComplianceSlice }): Promise<FrameworkScore> {
  return (await scoreFrameworks(db, tenantId, [framework], options))[0]!;
}
