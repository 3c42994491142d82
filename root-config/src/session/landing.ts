import type { GrantedModule } from '@palisade/sdk/host';

/** Default landing (spec section 2). */
export const DEFAULT_LANDING = '/admin/dashboard/dashboard';

/**
 * Spec section 4's 21-step module priority, each step with the module ids that
 * grant it and the console path it lands on (spec section 2).
 */
export const MODULE_PRIORITY = [
  { step: 'dashboard modules', modules: ['DASHBOARD'], path: DEFAULT_LANDING },
  { step: 'alerts', modules: ['ALERTS'], path: '/admin/alerts' },
  { step: 'investigation', modules: ['INVESTIGATION'], path: '/admin/investigate' },
  { step: 'policies', modules: ['POLICIES'], path: '/admin/policy/forwardingpolicies' },
  { step: 'compliance', modules: ['COMPLIANCE'], path: '/admin/cloud-posture/compliance' },
  { step: 'cloud identity', modules: ['CLOUD_IDENTITY'], path: '/admin/cloud-posture/cloud-identities' },
  { step: 'vulnerability management', modules: ['VULNERABILITY_MANAGEMENT'], path: '/admin/cloud-posture/vulnerability/inventory' },
  { step: 'cloud assets', modules: ['CLOUD_ASSETS'], path: '/admin/cloud-posture/cloud-assets' },
  { step: 'cloud accounts', modules: ['CLOUD_ACCOUNTS'], path: '/admin/configuration/cloud-accounts' },
  { step: 'version control and CI/CD', modules: ['VERSION_CONTROL_AND_CICD_SYSTEMS'], path: '/admin/configuration/iac/integrations' },
  { step: 'workstations', modules: ['WORKSTATIONS_AND_IDE'], path: '/admin/configuration/iac/local' },
  { step: 'container registries', modules: ['CONTAINER_REGISTRIES_AND_WORKLOADS'], path: '/admin/configuration/vulnerability/integrations' },
  { step: 'integrations', modules: ['INTEGRATIONS'], path: '/admin/configuration/integrations' },
  { step: 'business units', modules: ['BUSINESS_UNIT_MANAGEMENT'], path: '/admin/configuration/business-units' },
  { step: 'audit logs', modules: ['AUDIT_LOGS'], path: '/admin/configuration/audit-logs' },
  { step: 'single sign-on', modules: ['SINGLE_SIGN_ON'], path: '/admin/configuration/idp' },
  { step: 'scheduled reports', modules: ['SCHEDULED_REPORTS'], path: '/admin/configuration/scheduled-reports' },
  { step: 'administrators and groups', modules: ['ADMINISTRATORS_AND_GROUPS'], path: '/admin/configuration/users' },
  { step: 'role management', modules: ['ROLE_MANAGEMENT'], path: '/admin/configuration/userroles' },
  { step: 'API keys', modules: ['API_KEYS'], path: '/admin/configuration/api-keys' },
  { step: 'analytics', modules: ['ANALYTICS'], path: '/admin/analytics/reports' },
] as const;

/**
 * The first permitted page after first sign-in or a group switch: the path of
 * the first priority step the granted modules cover; `null` when none is.
 * Only top-level grants count: a dashboard sub-app (say COMPLIANCE inside
 * DASHBOARD) is part of step 1, not the compliance page.
 */
export function firstPermittedPath(granted: readonly (string | GrantedModule)[]): string | null {
  const ids = new Set(granted.map((m) => (typeof m === 'string' ? m : m.id)));
  return MODULE_PRIORITY.find((entry) => entry.modules.some((id) => ids.has(id)))?.path ?? null;
}
