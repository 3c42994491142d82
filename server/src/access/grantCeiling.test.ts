import { describe, expect, it } from 'vitest';
import { checklistGrants, grantsBeyond } from './grantCeiling.js';
import { NO_PLUGIN_MODULES } from './pluginModules.js';

const held = { grants: new Set(['ALERTS', 'DASHBOARD', 'DASHBOARD/CLOUD_ALERTS']), actions: ['MANAGE_ALERTS'] };

describe('grantsBeyond', () => {
  it('is empty when every module and action given is held', () => {
    expect(grantsBeyond(held, checklistGrants({ dashboard: ['CLOUD_ALERTS'], modules: ['ALERTS'], actions: ['MANAGE_ALERTS'] }, NO_PLUGIN_MODULES))).toEqual([]);
    expect(grantsBeyond(held, checklistGrants({ dashboard: [], modules: [], actions: [] }, NO_PLUGIN_MODULES))).toEqual([]);
  });

  it('names the modules, dashboard cards and actions beyond the holder, modules first', () => {
    const given = checklistGrants({ dashboard: ['CLOUD_ALERTS', 'COMPLIANCE'], modules: ['AUDIT_LOGS', 'ALERTS'], actions: ['MANAGE_ADMINISTRATION', 'MANAGE_ALERTS'] }, NO_PLUGIN_MODULES);
    expect(grantsBeyond(held, given)).toEqual(['AUDIT_LOGS', 'DASHBOARD/COMPLIANCE', 'MANAGE_ADMINISTRATION']);
  });

  it('counts a dashboard card as granting DASHBOARD itself', () => {
    const none = { grants: new Set<string>(), actions: [] };
    expect(grantsBeyond(none, checklistGrants({ dashboard: ['IAC_ALERTS'], modules: [], actions: [] }, NO_PLUGIN_MODULES))).toEqual(['DASHBOARD', 'DASHBOARD/IAC_ALERTS']);
  });
});
