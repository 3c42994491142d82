import { z } from 'zod';
import { optionalText, requiredText } from '../validation.js';

export const ROLE_NAME_MAX = 64;
export const ROLE_DESCRIPTION_MAX = 256;

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

const unique = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values)).max(values.length).transform((list) => [...new Set(list)]);

/** Create or edit a role: a checklist of dashboard sub-apps, modules and actions. */
export const roleRequest = z.object({
  name: requiredText(ROLE_NAME_MAX),
  description: optionalText(ROLE_DESCRIPTION_MAX),
  dashboard: unique(ROLE_DASHBOARD_APPS).default([]),
  modules: unique(ROLE_MODULES).default([]),
  actions: unique(ROLE_ACTIONS).default([]),
}).strict().superRefine((role, issue) => {
  if (role.dashboard.length === 0 && role.modules.length === 0) {
    issue.addIssue({ code: 'custom', path: ['modules'], message: 'Select at least one module' });
  }
});
export type RoleRequest = z.input<typeof roleRequest>;

export interface RoleUsage { groups: { id: string; name: string }[]; apiKeys: { id: string; name: string }[] }

export interface RoleSummary {
  id: string; name: string; description: string; builtin: boolean;
  dashboard: RoleDashboardApp[]; modules: RoleModule[]; actions: RoleAction[];
  usage: RoleUsage;
}
