import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isRouteExtension, type PluginDefinition } from '@palisade/sdk';
import { describe, expect, it } from 'vitest';

const PLUGINS = fileURLToPath(new URL('../../plugins', import.meta.url));

/** Every first-party plugin's definition, as its entry exports it. */
async function definitions(): Promise<PluginDefinition[]> {
  const dirs = readdirSync(PLUGINS).sort();
  return Promise.all(dirs.map(async (dir) => ((await import(join(PLUGINS, dir, 'src', 'plugin.ts'))) as { default: PluginDefinition }).default));
}

describe('the landing priority the first-party plugins declare', () => {
  it('is the spec’s 21 steps (section 4), each module opening its page, in order', { timeout: 60_000 }, async () => {
    const steps = (await definitions())
      .flatMap((plugin) => plugin.extensions.filter(isRouteExtension).map((route) => ({ plugin: plugin.id, ...route.properties })))
      .filter((route) => route.landing !== undefined)
      .sort((a, b) => a.landing! - b.landing!)
      .map((route) => [route.landing, route.module ?? route.anyModule, route.path.replace(/\/\*$/, ''), route.plugin]);

    expect(steps).toEqual([
      [1, 'DASHBOARD', '/admin/dashboard/dashboard', 'dashboard'],
      // Alerts opens for the ALERTS module, and on its IaC tab alone for the IaC alerts dashboard sub-app.
      [2, ['ALERTS', 'DASHBOARD/IAC_ALERTS'], '/admin/alerts', 'alerts'],
      [3, 'INVESTIGATION', '/admin/investigate', 'investigation'],
      [4, 'POLICIES', '/admin/policy/addPolicy', 'policies'],
      [5, 'COMPLIANCE', '/admin/cloud-posture/compliance', 'compliance'],
      [6, 'CLOUD_IDENTITY', '/admin/cloud-posture/cloud-identities', 'identities'],
      [7, 'VULNERABILITY_MANAGEMENT', '/admin/cloud-posture/vulnerability/inventory', 'vulnerability'],
      [8, 'CLOUD_ASSETS', '/admin/cloud-posture/cloud-assets', 'assets'],
      [9, 'CLOUD_ACCOUNTS', '/admin/configuration/cloud-accounts', 'administration'],
      [10, 'VERSION_CONTROL_AND_CICD_SYSTEMS', '/admin/configuration/iac/integrations', 'iac'],
      [11, 'WORKSTATIONS_AND_IDE', '/admin/configuration/iac/local', 'iac'],
      [12, 'CONTAINER_REGISTRIES_AND_WORKLOADS', '/admin/configuration/vulnerability/integrations', 'vulnerability'],
      [13, 'INTEGRATIONS', '/admin/configuration/integrations', 'administration'],
      [14, 'BUSINESS_UNIT_MANAGEMENT', '/admin/configuration/business-units', 'administration'],
      [15, 'AUDIT_LOGS', '/admin/configuration/audit-logs', 'administration'],
      [16, 'SINGLE_SIGN_ON', '/admin/configuration/idp', 'administration'],
      [17, 'SCHEDULED_REPORTS', '/admin/configuration/scheduled-reports', 'analytics'],
      [18, 'ADMINISTRATORS_AND_GROUPS', '/admin/configuration/users', 'administration'],
      [19, 'ROLE_MANAGEMENT', '/admin/configuration/userroles', 'administration'],
      [20, 'API_KEYS', '/admin/configuration/api-keys', 'administration'],
      [21, 'ANALYTICS', '/admin/analytics/reports', 'analytics'],
    ]);
  });
});
