/** Module ids, dashboard sub-apps and action permissions of the product's access model. */
export const DASHBOARD_SUBAPPS = ['CLOUD_ALERTS', 'CLOUD_ASSETS', 'CLOUD_IDENTITY', 'IAC_ALERTS', 'COMPLIANCE', 'VULNERABILITY_MANAGEMENT'] as const;
export type DashboardSubApp = (typeof DASHBOARD_SUBAPPS)[number];

export const TOP_MODULES = [
  'ALERTS', 'INVESTIGATION', 'POLICIES', 'ADMINISTRATION', 'ANALYTICS', 'EXECUTIVE_REPORT', 'SYSTEM_NOTIFICATIONS',
  'COMPLIANCE', 'CLOUD_IDENTITY',
  // The Vulnerability Management area (landing step 7). Section 6 names it only as a DASHBOARD sub-app, which grants the card.
  'VULNERABILITY_MANAGEMENT',
  'CLOUD_ASSETS', 'CLOUD_ACCOUNTS', 'VERSION_CONTROL_AND_CICD_SYSTEMS', 'WORKSTATIONS_AND_IDE',
  'CONTAINER_REGISTRIES_AND_WORKLOADS', 'INTEGRATIONS', 'BUSINESS_UNIT_MANAGEMENT', 'SINGLE_SIGN_ON', 'SCHEDULED_REPORTS',
  'TRUSTED_IP_MANAGEMENT', 'ADMINISTRATORS_AND_GROUPS', 'ROLE_MANAGEMENT', 'AUDIT_LOGS',
  // Step 20 of spec section 4's landing priority; section 6 does not list it among the modules.
  'API_KEYS',
  // The Cloud and Branch Connectors area (its routes under /admin/connectors and the forwarding policies); not in the spec's list.
  'CLOUD_CONNECTORS',
] as const;
export type TopModule = (typeof TOP_MODULES)[number];

export const ACTIONS = [
  'ADD_VERSION_CONTROL_SYSTEMS', 'EDIT_VERSION_CONTROL_SYSTEMS', 'DELETE_VERSION_CONTROL_SYSTEMS', 'ADD_CICD_PIPELINE',
  'EDIT_CICD_PIPELINE', 'DELETE_CICD_PIPELINE', 'VIEW_VERSION_CONTROL_AND_CICD_SYSTEMS', 'DOWNLOAD_CLI_SCANNER',
  // Resolve, ignore and reopen alerts (the read-only viewer lacks it).
  'MANAGE_ALERTS',
  // Changes in the administration areas; their module ids alone allow looking.
  'MANAGE_ADMINISTRATION',
] as const;
export type Action = (typeof ACTIONS)[number];

/** A permission a route can require: a top-level module, or a dashboard sub-app. */
export type ModuleRequirement = { module: TopModule } | { dashboard: DashboardSubApp };
