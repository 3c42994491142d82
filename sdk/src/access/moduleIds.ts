/**
 * The RBAC module ids of the console (spec section 6). A role grants a list of
 * module ids; menus, routes and dashboard cards name the id they need.
 *
 * @public
 */
export const DASHBOARD_SUB_APPS = [
  'CLOUD_ALERTS',
  'CLOUD_ASSETS',
  'CLOUD_IDENTITY',
  'IAC_ALERTS',
  'COMPLIANCE',
  'VULNERABILITY_MANAGEMENT',
] as const;

/** Module ids other than the dashboard's sub-apps. @public */
export const MODULES = [
  'DASHBOARD',
  'ALERTS',
  'INVESTIGATION',
  'POLICIES',
  'ADMINISTRATION',
  'ANALYTICS',
  'EXECUTIVE_REPORT',
  'SYSTEM_NOTIFICATIONS',
  'COMPLIANCE',
  'CLOUD_IDENTITY',
  // The Vulnerability Management area. Spec section 6 names only the DASHBOARD sub-app; that grants the card, this the area.
  'VULNERABILITY_MANAGEMENT',
  'CLOUD_ASSETS',
  'CLOUD_ACCOUNTS',
  'VERSION_CONTROL_AND_CICD_SYSTEMS',
  'WORKSTATIONS_AND_IDE',
  'CONTAINER_REGISTRIES_AND_WORKLOADS',
  'INTEGRATIONS',
  'BUSINESS_UNIT_MANAGEMENT',
  'SINGLE_SIGN_ON',
  'SCHEDULED_REPORTS',
  'TRUSTED_IP_MANAGEMENT',
  'ADMINISTRATORS_AND_GROUPS',
  'ROLE_MANAGEMENT',
  'AUDIT_LOGS',
  // Step 20 of spec section 4's landing priority; section 6 does not list it among the modules.
  'API_KEYS',
  // The Cloud and Branch Connectors area.
  'CLOUD_CONNECTORS',
] as const;

/** Action permissions a role may grant (spec section 6). @public */
export const ACTION_PERMISSIONS = [
  'ADD_VERSION_CONTROL_SYSTEMS',
  'EDIT_VERSION_CONTROL_SYSTEMS',
  'DELETE_VERSION_CONTROL_SYSTEMS',
  'ADD_CICD_PIPELINE',
  'EDIT_CICD_PIPELINE',
  'DELETE_CICD_PIPELINE',
  'VIEW_VERSION_CONTROL_AND_CICD_SYSTEMS',
  'DOWNLOAD_CLI_SCANNER',
  'MANAGE_ALERTS',
  // Changes in the administration areas (the areas' module ids alone allow looking).
  'MANAGE_ADMINISTRATION',
] as const;

/** A module id the console knows. @public */
export type KnownModuleId = (typeof MODULES)[number] | (typeof DASHBOARD_SUB_APPS)[number];

/**
 * A module id: one the console knows, or a plugin's own (`acme.inventory`,
 * declared in its definition's `modules`, see `PluginModuleDeclaration`).
 * The `string & {}` keeps editor completion for the known ids.
 *
 * @public
 */
export type ModuleId = KnownModuleId | (string & {});

/** An action permission id. @public */
export type ActionPermission = (typeof ACTION_PERMISSIONS)[number] | (string & {});
