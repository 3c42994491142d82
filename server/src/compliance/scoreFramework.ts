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
    .where('tenant_id', '=', tenantId).where('rule_id', 'in', [...checks]);
  if (slice.cloud?.length) q = q.where('cloud', 'in', [...slice.cloud]);
  if (slice.accountId?.length) q = q.where('account_id', 'in', [...slice.accountId]);
  if (slice.region?.length) q = q.where('region', 'in', [...slice.region]);
  if (slice.businessUnit?.length) q = q.where('business_unit', 'in', [...slice.businessUnit]);
  const rows = await q.groupBy('rule_id').execute();
  return new Map(rows.filter((r) => Number(r.n) > 0).map((r) => [r.rule_id, Number(r.n)]));
}

/** The attestations of a framework's manual requirements that have not expired at `now`. */
export async function currentAttestations(db: Db, tenantId: string, frameworkId: string, now: number): Promise<Map<string, Attestation>> {
  const rows = await db.selectFrom('compliance_attestations').selectAll().where('tenant_id', '=', tenantId)
    .where('framework_id', '=', frameworkId).where('expires_at', '>', now).execute();
  return new Map(rows.map((r) => [r.requirement_id, {
    verdict: r.verdict, evidence: r.evidence, expiresAt: Number(r.expires_at), attestedBy: r.attested_by, attestedAt: Number(r.attested_at),
  }]));
}

/**
 * Scores a framework for a tenant: a requirement fails if any of its checks has an open alert on a resource in the
 * slice, passes otherwise, and is manual without checks unless a current attestation says met or not met.
 * Score = passed ÷ (total − manual), as a rounded percentage, 0 when nothing is scored.
 */
export async function scoreFramework(db: Db, tenantId: string, framework: Framework, options: { now: number; slice?: ComplianceSlice }): Promise<FrameworkScore> {
  const requirements = framework.sections.flatMap((s) => s.requirements.map((r) => ({ ...r, sectionId: s.id })));
  const [open, attested] = await Promise.all([
    openAlertsByCheck(db, tenantId, [...new Set(requirements.flatMap((r) => r.checks))], options.slice ?? {}),
    currentAttestations(db, tenantId, framework.id, options.now),
  ]);
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
