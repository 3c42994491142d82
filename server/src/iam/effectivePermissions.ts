import { AWS_ACTIONS, AZURE_OPERATIONS, serviceOf } from './actionCatalog.js';
import { coversAction, evaluateAws, statementsOf, type NamedAwsPolicy } from './awsPolicy.js';
import { roleGrants, type AzureRoleAssignment } from './azureRole.js';

/** One action an identity may perform and where: resource patterns (AWS ARNs, `*`) or Azure scopes. */
export interface EffectivePermission { action: string; service: string; resources: string[]; conditional: boolean }

const ALL_AWS = Object.values(AWS_ACTIONS).flat();
const ALL_AZURE = Object.values(AZURE_OPERATIONS).flat();

/**
 * The catalogue's actions the policies allow, each with the resource patterns of the Allow statements that grant it,
 * kept only where no Deny removes it (a Deny on `*`, or on the same pattern). A NotResource statement grants `*` minus
 * its exclusions, shown as `* except …`.
 */
export function awsEffective(policies: readonly NamedAwsPolicy[]): EffectivePermission[] {
  const out: EffectivePermission[] = [];
  const allows = policies.flatMap((p) => statementsOf(p.document).filter((s) => s.Effect === 'Allow'));
  for (const action of ALL_AWS) {
    const resources = new Set<string>();
    for (const s of allows) {
      if (!coversAction(s, action)) continue;
      if (s.Resource !== undefined) for (const r of Array.isArray(s.Resource) ? s.Resource : [s.Resource]) resources.add(r);
      else if (s.NotResource !== undefined) resources.add(`* except ${(Array.isArray(s.NotResource) ? s.NotResource : [s.NotResource]).join(', ')}`);
    }
    let conditional = false;
    const kept = [...resources].filter((r) => {
      const d = evaluateAws(policies, { action, resource: r.startsWith('* except ') ? '*' : r });
      if (d.conditionsNotEvaluated.length > 0) conditional = true;
      return d.decision === 'allow' || (d.decision === 'implicitDeny' && r.startsWith('* except '));
    });
    if (kept.length > 0) out.push({ action, service: serviceOf(action), resources: kept.sort(), conditional });
  }
  return out;
}

/** The catalogue's operations the role assignments grant, each with the scopes it is granted at. */
export function azureEffective(assignments: readonly AzureRoleAssignment[]): EffectivePermission[] {
  const out: EffectivePermission[] = [];
  for (const action of ALL_AZURE) {
    const scopes = [...new Set(assignments.filter((a) => roleGrants(a.role, action)).map((a) => a.scope))].sort();
    if (scopes.length > 0) out.push({ action, service: serviceOf(action), resources: scopes, conditional: false });
  }
  return out;
}

/** Whether any Allow statement grants every action (`*`), a whole service (`svc:*`) or everything but some (NotAction). */
export function awsHasWildcardAdmin(policies: readonly NamedAwsPolicy[]): boolean {
  return policies.some((p) => statementsOf(p.document).some((s) => s.Effect === 'Allow'
    && (s.NotAction !== undefined || (s.Action !== undefined && (Array.isArray(s.Action) ? s.Action : [s.Action]).some((a) => a === '*' || a.endsWith(':*'))))));
}

export const azureHasWildcardAdmin = (assignments: readonly AzureRoleAssignment[]): boolean =>
  assignments.some((a) => a.role.permissions.some((p) => p.actions.includes('*')));
