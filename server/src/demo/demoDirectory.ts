import { ACTIONS, DASHBOARD_SUBAPPS, TOP_MODULES, type Action, type DashboardSubApp, type TopModule } from '../access/catalog.js';

export const DEMO_PASSWORD = 'Palisade-demo-1';

interface RoleSpec { key: string; name: string; dashboard: readonly DashboardSubApp[]; modules: readonly TopModule[]; actions: readonly Action[] }

export const ROLE_SPECS = {
  admin: { key: 'admin', name: 'Administrator', dashboard: DASHBOARD_SUBAPPS, modules: TOP_MODULES, actions: ACTIONS },
  viewer: { key: 'viewer', name: 'Read-only viewer', dashboard: DASHBOARD_SUBAPPS, modules: ['ALERTS'], actions: [] },
  developer: {
    key: 'developer', name: 'Infrastructure-as-code developer', dashboard: ['IAC_ALERTS'],
    modules: ['VERSION_CONTROL_AND_CICD_SYSTEMS', 'WORKSTATIONS_AND_IDE', 'CONTAINER_REGISTRIES_AND_WORKLOADS'],
    actions: ACTIONS.filter((a) => a !== 'MANAGE_ALERTS'),
  },
  auditor: {
    key: 'auditor', name: 'Compliance auditor', dashboard: ['CLOUD_ALERTS', 'COMPLIANCE'],
    modules: ['COMPLIANCE', 'AUDIT_LOGS', 'SYSTEM_NOTIFICATIONS', 'ANALYTICS', 'EXECUTIVE_REPORT'], actions: [],
  },
  analyst: {
    key: 'analyst', name: 'Security analyst', dashboard: DASHBOARD_SUBAPPS,
    modules: ['ALERTS', 'INVESTIGATION', 'POLICIES', 'COMPLIANCE', 'CLOUD_IDENTITY', 'VULNERABILITY_MANAGEMENT', 'CLOUD_ASSETS', 'SYSTEM_NOTIFICATIONS', 'ANALYTICS'],
    actions: ['VIEW_VERSION_CONTROL_AND_CICD_SYSTEMS', 'MANAGE_ALERTS'],
  },
  reviewer: {
    key: 'reviewer', name: 'Administration reviewer', dashboard: [],
    modules: ['ADMINISTRATION', 'ADMINISTRATORS_AND_GROUPS', 'ROLE_MANAGEMENT', 'API_KEYS', 'TRUSTED_IP_MANAGEMENT', 'BUSINESS_UNIT_MANAGEMENT',
      'SINGLE_SIGN_ON', 'INTEGRATIONS', 'AUDIT_LOGS'],
    actions: [],
  },
} as const satisfies Record<string, RoleSpec>;
export type RoleKey = keyof typeof ROLE_SPECS;

export const DEMO_ORGS = [
  {
    id: 'org_acme', name: 'Acme', otp: false, sso: false, connections: [{ id: 'con_acme_db', name: 'acme-db', type: 'auth0', sso: false }],
    tenants: [{ id: 'tnt_acme', name: 'Acme', customerType: 'Enterprise', region: 'us-east-1', eusa: true, weight: 0.45,
      subscriptions: ['CSPM', 'CIEM', 'IAC', 'VULNERABILITY', 'ANALYTICS', 'COMPLIANCE'] }],
  },
  {
    id: 'org_globex', name: 'Globex', otp: true, sso: false, connections: [{ id: 'con_globex_db', name: 'globex-db', type: 'auth0', sso: false }],
    tenants: [
      { id: 'tnt_globex_eu', name: 'Globex EU', customerType: 'Enterprise', region: 'eu-central-1', eusa: true, weight: 0.2,
        subscriptions: ['CSPM', 'CIEM', 'IAC', 'COMPLIANCE'] },
      { id: 'tnt_globex_us', name: 'Globex US', customerType: 'Enterprise', region: 'us-west-2', eusa: false, weight: 0.25,
        subscriptions: ['CSPM', 'IAC', 'VULNERABILITY', 'COMPLIANCE'] },
    ],
  },
  {
    id: 'org_initech', name: 'Initech', otp: false, sso: true, connections: [{ id: 'con_initech_saml', name: 'initech-saml', type: 'samlp', sso: true }],
    tenants: [{ id: 'tnt_initech', name: 'Initech', customerType: 'Business', region: 'us-east-2', eusa: true, weight: 0.1,
      subscriptions: ['CSPM', 'COMPLIANCE'] }],
  },
] as const;

/** Groups per tenant: [group id, name, role]. The first group a user is in becomes their current group. */
export const DEMO_GROUPS = [
  ['grp_acme_admins', 'tnt_acme', 'Acme Administrators', 'admin'],
  ['grp_acme_auditors', 'tnt_acme', 'Acme Auditors', 'auditor'],
  ['grp_acme_viewers', 'tnt_acme', 'Acme Viewers', 'viewer'],
  ['grp_acme_developers', 'tnt_acme', 'Acme Developers', 'developer'],
  ['grp_acme_reviewers', 'tnt_acme', 'Acme Security Reviewers', 'reviewer'],
  ['grp_globex_eu_analysts', 'tnt_globex_eu', 'Globex EU Analysts', 'analyst'],
  ['grp_globex_us_analysts', 'tnt_globex_us', 'Globex US Analysts', 'analyst'],
  ['grp_initech_admins', 'tnt_initech', 'Initech Administrators', 'admin'],
] as const satisfies ReadonlyArray<readonly [string, string, string, RoleKey]>;

export const DEMO_USERS = [
  { id: 'usr_acme_admin', org: 'org_acme', email: 'admin@acme.test', name: 'Ada Admin', breakglass: false, groups: ['grp_acme_admins', 'grp_acme_auditors'] },
  { id: 'usr_acme_viewer', org: 'org_acme', email: 'viewer@acme.test', name: 'Victor Viewer', breakglass: false, groups: ['grp_acme_viewers'] },
  { id: 'usr_acme_dev', org: 'org_acme', email: 'dev@acme.test', name: 'Dana Developer', breakglass: false, groups: ['grp_acme_developers'] },
  { id: 'usr_acme_reviewer', org: 'org_acme', email: 'reviewer@acme.test', name: 'Rita Reviewer', breakglass: false, groups: ['grp_acme_reviewers'] },
  { id: 'usr_acme_breakglass', org: 'org_acme', email: 'breakglass@acme.test', name: 'Bree Breakglass', breakglass: true, groups: ['grp_acme_admins'] },
  { id: 'usr_globex_analyst', org: 'org_globex', email: 'analyst@globex.test', name: 'Gloria Analyst', breakglass: false,
    groups: ['grp_globex_eu_analysts', 'grp_globex_us_analysts'] },
  { id: 'usr_initech_sso', org: 'org_initech', email: 'sso@initech.test', name: 'Ian SSO', breakglass: false, groups: ['grp_initech_admins'] },
] as const;

export const DEMO_NOTIFICATIONS = [
  ['warning', 'Scheduled maintenance', 'The console will be read-only on Sunday 02:00-03:00 UTC for scheduled maintenance.'],
  ['info', 'New compliance benchmark', 'The ZBP benchmark now includes 12 new storage encryption controls.'],
  ['error', 'Cloud account sync failed', 'Two cloud accounts failed to sync in the last 24 hours. Check their credentials.'],
  ['info', 'Scanner update', 'A new version of the CLI scanner is available for download.'],
  ['info', 'Weekly report ready', 'Your weekly executive report has been generated.'],
] as const;
