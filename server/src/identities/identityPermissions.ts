import type { AwsPolicyDocument } from '../iam/awsPolicy.js';
import type { AzureRoleDefinition } from '../iam/azureRole.js';
import { awsEffective, awsHasWildcardAdmin, azureEffective, azureHasWildcardAdmin, type EffectivePermission } from '../iam/effectivePermissions.js';

/** How an identity refers to a policy: its id in `iam_policies`, and for an Azure role assignment the scope. */
export interface PolicyRef { policy: string; scope?: string }

/** A referenced policy with its document. */
export type ResolvedPolicy = { ref: PolicyRef; name: string } & ({ cloud: 'aws'; document: AwsPolicyDocument } | { cloud: 'azure'; document: AzureRoleDefinition });

/** What an identity's policies grant, and whether one of them grants a wildcard. */
export interface IdentityGrant { effective: EffectivePermission[]; wildcardAdmin: boolean }

export function grantOf(policies: readonly ResolvedPolicy[]): IdentityGrant {
  const awsPolicies = policies.flatMap((p) => (p.cloud === 'aws' ? [{ name: p.name, document: p.document }] : []));
  const assignments = policies.flatMap((p) => (p.cloud === 'azure' ? [{ role: p.document, scope: p.ref.scope ?? '/' }] : []));
  return {
    effective: [...awsEffective(awsPolicies), ...azureEffective(assignments)],
    wildcardAdmin: awsHasWildcardAdmin(awsPolicies) || azureHasWildcardAdmin(assignments),
  };
}

/**
 * Grants memoised by the exact list of policy references: identities share policy sets (a team's roles, a group's
 * users), so a tenant's thousands of identities need only as many evaluations as there are distinct sets.
 */
export class GrantCache {
  readonly #grants = new Map<string, IdentityGrant>();
  evaluations = 0;
  get(refs: readonly PolicyRef[], resolve: (refs: readonly PolicyRef[]) => ResolvedPolicy[]): IdentityGrant {
    const key = JSON.stringify(refs);
    let grant = this.#grants.get(key);
    if (!grant) {
      grant = grantOf(resolve(refs));
      this.evaluations += 1;
      this.#grants.set(key, grant);
    }
    return grant;
  }
}
