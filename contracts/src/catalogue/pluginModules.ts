import { ROLE_DASHBOARD_APPS, ROLE_MODULES } from '../admin/roleCatalog.js';

/**
 * A plugin's own RBAC module id: `<namespace>.<name>` in lower case, e.g.
 * `acme.inventory`. The console's built-in ids are upper case (`ALERTS`), so
 * the two kinds never meet; the namespace belongs to the first plugin that
 * declares it.
 */
export const PLUGIN_MODULE_ID_PATTERN = /^[a-z][a-z0-9-]{1,31}\.[a-z][a-z0-9-]{0,47}$/;

/** {@link PLUGIN_MODULE_ID_PATTERN} in words, for messages. */
export const PLUGIN_MODULE_ID_RULE = 'a namespaced id "<namespace>.<name>" in lower case (a-z, 0-9, -), e.g. "acme.inventory"';

/** How many module ids one plugin may declare. */
export const PLUGIN_MODULES_MAX = 20;

/** Every id the console grants by itself: DASHBOARD, its sub-apps and the other modules. */
export const BUILT_IN_MODULE_IDS: ReadonlySet<string> = new Set(['DASHBOARD', ...ROLE_DASHBOARD_APPS, ...ROLE_MODULES]);

/** Whether `id` has the shape of a plugin's own module id (whether a deployed plugin declares it is another matter). */
export const isPluginModuleId = (id: string): boolean => PLUGIN_MODULE_ID_PATTERN.test(id);

/** The namespace of a plugin module id: `acme` for `acme.inventory`. */
export const moduleNamespace = (id: string): string => id.slice(0, id.indexOf('.'));
