import type { Db } from '../db/openDatabase.js';
import type { Attestation } from './scoreFramework.js';

/** An attestation with the framework it belongs to: it counts from `attestedAt` until `expiresAt`. */
export interface DatedAttestation extends Attestation { frameworkId: string; requirementId: string }

/** Every attestation of these frameworks, expired or not, for scoring past days. */
export async function datedAttestations(db: Db, tenantId: string, frameworkIds: readonly string[]): Promise<DatedAttestation[]> {
  if (frameworkIds.length === 0) return [];
  const rows = await db.selectFrom('compliance_attestations').selectAll().where('tenant_id', '=', tenantId).where('framework_id', 'in', [...frameworkIds]).execute();
  return rows.map((r) => ({ frameworkId: r.framework_id, requirementId: r.requirement_id, verdict: r.verdict, evidence: r.evidence,
    expiresAt: Number(r.expires_at), attestedBy: r.attested_by, attestedAt: Number(r.attested_at) }));
}

/** The attestations in force at `at` (given by then, not yet expired): framework id → requirement id → attestation. */
export function attestationsAt(attestations: readonly DatedAttestation[], at: number): Map<string, Map<string, Attestation>> {
  const out = new Map<string, Map<string, Attestation>>();
  for (const { frameworkId, requirementId, ...a } of attestations) {
    if (a.attestedAt > at || a.expiresAt <= at) continue;
    const byRequirement = out.get(frameworkId) ?? new Map<string, Attestation>();
    byRequirement.set(requirementId, a);
    out.set(frameworkId, byRequirement);
  }
  return out;
}
