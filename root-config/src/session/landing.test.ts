import { describe, expect, it } from 'vitest';
import { DEFAULT_LANDING, firstPermittedPath, MODULE_PRIORITY } from './landing';

describe('firstPermittedPath (spec section 4 priority)', () => {
  it('has the 21 steps in the spec’s order', () => {
    expect(MODULE_PRIORITY.map((s) => s.step)).toEqual([
      'dashboard modules', 'alerts', 'investigation', 'policies', 'compliance', 'cloud identity', 'vulnerability management',
      'cloud assets', 'cloud accounts', 'version control and CI/CD', 'workstations', 'container registries', 'integrations',
      'business units', 'audit logs', 'single sign-on', 'scheduled reports', 'administrators and groups', 'role management',
      'API keys', 'analytics',
    ]);
  });

  // Spec section 4's steps in order, each with the module that grants it and the page of spec section 2 it lands on.
  const STEPS = [
    ['DASHBOARD', '/admin/dashboard/dashboard'],
    ['ALERTS', '/admin/alerts'],
    ['INVESTIGATION', '/admin/investigate'],
    ['POLICIES', '/admin/policy/forwardingpolicies'],
    ['COMPLIANCE', '/admin/cloud-posture/compliance'],
    ['CLOUD_IDENTITY', '/admin/cloud-posture/cloud-identities'],
    ['VULNERABILITY_MANAGEMENT', '/admin/cloud-posture/vulnerability/inventory'],
    ['CLOUD_ASSETS', '/admin/cloud-posture/cloud-assets'],
    ['CLOUD_ACCOUNTS', '/admin/configuration/cloud-accounts'],
    ['VERSION_CONTROL_AND_CICD_SYSTEMS', '/admin/configuration/iac/integrations'],
    ['WORKSTATIONS_AND_IDE', '/admin/configuration/iac/local'],
    ['CONTAINER_REGISTRIES_AND_WORKLOADS', '/admin/configuration/vulnerability/integrations'],
    ['INTEGRATIONS', '/admin/configuration/integrations'],
    ['BUSINESS_UNIT_MANAGEMENT', '/admin/configuration/business-units'],
    ['AUDIT_LOGS', '/admin/configuration/audit-logs'],
    ['SINGLE_SIGN_ON', '/admin/configuration/idp'],
    ['SCHEDULED_REPORTS', '/admin/configuration/scheduled-reports'],
    ['ADMINISTRATORS_AND_GROUPS', '/admin/configuration/users'],
    ['ROLE_MANAGEMENT', '/admin/configuration/userroles'],
    ['API_KEYS', '/admin/configuration/api-keys'],
    ['ANALYTICS', '/admin/analytics/reports'],
  ] as const;

  it.each(STEPS.map(([module, path], i) => [i + 1, module, path] as const))(
    'step %i: %s alone lands on %s, and wins over every later step',
    (step, module, path) => {
      expect(firstPermittedPath([module])).toBe(path);
      const withLater = STEPS.slice(step - 1).map(([id]) => ({ id }));
      expect(firstPermittedPath(withLater.reverse())).toBe(path);
    },
  );

  it('picks the dashboard when the dashboard is granted, whatever else is', () => {
    expect(firstPermittedPath([{ id: 'ANALYTICS' }, { id: 'DASHBOARD', submodules: [{ id: 'CLOUD_ALERTS' }] }, 'ALERTS'])).toBe(DEFAULT_LANDING);
  });

  it('walks down the list: each step wins over every later one', () => {
    const all = MODULE_PRIORITY.map((s) => s.modules[0]);
    for (let i = 0; i < MODULE_PRIORITY.length; i++) {
      expect(firstPermittedPath(all.slice(i).reverse())).toBe(MODULE_PRIORITY[i]!.path);
    }
  });

  it('maps modules to the console paths of spec section 2', () => {
    expect(firstPermittedPath(['ALERTS', 'ANALYTICS'])).toBe('/admin/alerts');
    expect(firstPermittedPath(['ANALYTICS', 'INVESTIGATION'])).toBe('/admin/investigate');
    expect(firstPermittedPath(['POLICIES'])).toBe('/admin/policy/forwardingpolicies');
    expect(firstPermittedPath(['AUDIT_LOGS', 'SINGLE_SIGN_ON'])).toBe('/admin/configuration/audit-logs');
    expect(firstPermittedPath(['ANALYTICS'])).toBe('/admin/analytics/reports');
  });

  it('lands a group without the dashboard on its first step: the demo reviewers on integrations (step 13)', () => {
    const reviewer = ['ADMINISTRATION', 'ADMINISTRATORS_AND_GROUPS', 'ROLE_MANAGEMENT', 'API_KEYS', 'TRUSTED_IP_MANAGEMENT',
      'BUSINESS_UNIT_MANAGEMENT', 'SINGLE_SIGN_ON', 'INTEGRATIONS', 'AUDIT_LOGS'].map((id) => ({ id }));
    expect(firstPermittedPath(reviewer)).toBe('/admin/configuration/integrations');
    expect(firstPermittedPath(reviewer.filter((m) => m.id !== 'INTEGRATIONS'))).toBe('/admin/configuration/business-units');
  });

  it('does not count a dashboard sub-app as its own page', () => {
    expect(firstPermittedPath([{ id: 'DASHBOARD', submodules: [{ id: 'COMPLIANCE' }] }])).toBe(DEFAULT_LANDING);
    expect(firstPermittedPath([{ id: 'SYSTEM_NOTIFICATIONS' }])).toBeNull();
    expect(firstPermittedPath([])).toBeNull();
  });
});
