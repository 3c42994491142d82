import { z } from 'zod';
import { optionalText, requiredText } from '../validation.js';
import { PLUGIN_MODULE_ID_PATTERN, PLUGIN_MODULE_ID_RULE } from '../catalogue/pluginModules.js';
import { ROLE_ACTIONS, ROLE_DASHBOARD_APPS, ROLE_MODULES, type RoleAction, type RoleDashboardApp, type RoleModule } from './roleCatalog.js';

export { ROLE_ACTIONS, ROLE_DASHBOARD_APPS, ROLE_MODULES };
export type { RoleAction, RoleDashboardApp, RoleModule };

export const ROLE_NAME_MAX = 64;
export const ROLE_DESCRIPTION_MAX = 256;

const unique = <T extends readonly [string, ...string[]]>(values: T) =>
  z.array(z.enum(values)).max(values.length).transform((list) => [...new Set(list)]);

/** How many plugin module ids one role may grant. */
export const ROLE_PLUGIN_MODULES_MAX = 500;

/**
 * Plugins' own module ids (`acme.inventory`). The shape is checked here; the
 * server accepts only ids a deployed plugin declares (or ids the role already
 * holds from a plugin since removed).
 */
const pluginModuleIds = z.array(z.string().regex(PLUGIN_MODULE_ID_PATTERN, `must be ${PLUGIN_MODULE_ID_RULE}`))
  .max(ROLE_PLUGIN_MODULES_MAX).transform((list) => [...new Set(list)]);

/** Create or edit a role: a checklist of dashboard sub-apps, modules and actions. */
export const roleRequest = z.object({
  name: requiredText(ROLE_NAME_MAX),
  description: optionalText(ROLE_DESCRIPTION_MAX),
  dashboard: unique(ROLE_DASHBOARD_APPS).default([]),
  modules: unique(ROLE_MODULES).default([]),
  actions: unique(ROLE_ACTIONS).default([]),
  pluginModules: pluginModuleIds.default([]),
}).strict().superRefine((role, issue) => {
  if (role.dashboard.length === 0 && role.modules.length === 0 && role.pluginModules.length === 0) {
    issue.addIssue({ code: 'custom', path: ['modules'], message: 'Select at least one module' });
  }
});
export type RoleRequest = z.input<typeof roleRequest>;

export interface RoleUsage { groups: { id: string; name: string }[]; apiKeys: { id: string; name: string }[] }

export interface RoleSummary {
  id: string; name: string; description: string; builtin: boolean;
  dashboard: RoleDashboardApp[]; modules: RoleModule[]; actions: RoleAction[];
  /** Plugins' own module ids the role grants, sorted; one whose plugin is not deployed is kept but grants nothing. */
  pluginModules: string[];
  usage: RoleUsage;
}

/** A module a deployed plugin declares, as the role editor lists it under its plugin. */
export interface PluginModuleView { id: string; pluginId: string; name: string; description: string }

/** GET /api/admin/v1/roles/catalog: what a role may grant. */
export interface RoleCatalogView {
  dashboard: readonly RoleDashboardApp[];
  modules: readonly RoleModule[];
  actions: readonly RoleAction[];
  /** Modules of the deployed plugins, by plugin in import-map order. */
  pluginModules: readonly PluginModuleView[];
}
