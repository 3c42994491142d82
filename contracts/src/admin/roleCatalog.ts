// The built-in checklist of a role, without zod: the catalogue's manifest check imports it too.

/** Spec section 6: the DASHBOARD sub-apps, in the order the dashboard shows them. */
export const ROLE_DASHBOARD_APPS = ['CLOUD_ALERTS', 'CLOUD_ASSETS', 'CLOUD_IDENTITY', 'IAC_ALERTS', 'COMPLIANCE', 'VULNERABILITY_MANAGEMENT'] as const;

/**
 * Spec section 6's other modules, plus VULNERABILITY_MANAGEMENT (the area, landing priority step 7; the
 * DASHBOARD sub-app of that name grants only the card) and API_KEYS (step 20).
 */
export const ROLE_MODULES = [
  'ALERTS', 'INVESTIGATION', 'POLICIES', 'ADMINISTRATION', 'ANALYTICS', 'EXECUTIVE_REPORT', 'SYSTEM_NOTIFICATIONS',
  'COMPLIANCE', 'CLOUD_IDENTITY', 'VULNERABILITY_MANAGEMENT', 'CLOUD_ASSETS', 'CLOUD_ACCOUNTS', 'VERSION_CONTROL_AND_CICD_SYSTEMS', 'WORKSTATIONS_AND_IDE',
  'CONTAINER_REGISTRIES_AND_WORKLOADS', 'INTEGRATIONS', 'BUSINESS_UNIT_MANAGEMENT', 'SINGLE_SIGN_ON', 'SCHEDULED_REPORTS',
  'TRUSTED_IP_MANAGEMENT', 'ADMINISTRATORS_AND_GROUPS', 'ROLE_MANAGEMENT', 'AUDIT_LOGS', 'API_KEYS',
  'CLOUD_CONNECTORS',
] as const;

/** Spec section 6's action permissions, plus MANAGE_ALERTS and MANAGE_ADMINISTRATION. */
export const ROLE_ACTIONS = [
  'ADD_VERSION_CONTROL_SYSTEMS', 'EDIT_VERSION_CONTROL_SYSTEMS', 'DELETE_VERSION_CONTROL_SYSTEMS', 'ADD_CICD_PIPELINE',
  'EDIT_CICD_PIPELINE', 'DELETE_CICD_PIPELINE', 'VIEW_VERSION_CONTROL_AND_CICD_SYSTEMS', 'DOWNLOAD_CLI_SCANNER',
  'MANAGE_ALERTS', 'MANAGE_ADMINISTRATION',
] as const;

export type RoleDashboardApp = (typeof ROLE_DASHBOARD_APPS)[number];
export type RoleModule = (typeof ROLE_MODULES)[number];
export type RoleAction = (typeof ROLE_ACTIONS)[number];
