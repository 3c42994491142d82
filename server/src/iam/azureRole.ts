import { wildcardMatch } from './wildcard.js';

/** An Azure role definition's permissions (as `az role definition list` prints them). */
export interface AzureRoleDefinition {
  roleName: string;
  permissions: { actions: string[]; notActions: string[] }[];
  assignableScopes: string[];
}

/** A role assignment: the role, granted at a scope (`/subscriptions/…`, a resource group or a resource). */
export interface AzureRoleAssignment { role: AzureRoleDefinition; scope: string }

export type AzureDecision = { decision: 'allow'; allowedBy: string[] } | { decision: 'notAllowed' };

/** Whether `scope` is the assignment's scope or below it (path segments, case-insensitive as Azure resource ids are). */
export function withinScope(assignmentScope: string, scope: string): boolean {
  const a = assignmentScope.replace(/\/+$/, '').toLowerCase();
  const s = scope.replace(/\/+$/, '').toLowerCase();
  return a === '' || a === '/' || s === a || s.startsWith(`${a}/`);
}

/** Whether a role's permissions grant the operation: one permission block has it in `actions` and not in `notActions`. */
export function roleGrants(role: AzureRoleDefinition, operation: string): boolean {
  return role.permissions.some((p) => p.actions.some((a) => wildcardMatch(a, operation, true))
    && !p.notActions.some((a) => wildcardMatch(a, operation, true)));
}

/**
 * Whether an identity may perform an operation on a scope through its role assignments. Azure RBAC is additive: any
 * assignment at the scope or above it whose role grants the operation allows it (`notActions` only subtracts from its own
 * role, it is not a deny); deny assignments are not modelled.
 */
export function evaluateAzure(assignments: readonly AzureRoleAssignment[], operation: string, scope: string): AzureDecision {
  const allowedBy = assignments.filter((a) => withinScope(a.scope, scope) && roleGrants(a.role, operation)).map((a) => `${a.role.roleName}@${a.scope}`);
  return allowedBy.length > 0 ? { decision: 'allow', allowedBy } : { decision: 'notAllowed' };
}
