import type { ManifestIssue } from './parsePluginManifest.js';
import { BUILT_IN_MODULE_IDS, PLUGIN_MODULE_ID_RULE, PLUGIN_MODULES_MAX, isPluginModuleId } from './pluginModules.js';

/** The module ids a manifest declares: each namespaced, none built in, none twice, at most {@link PLUGIN_MODULES_MAX}. */
export function checkModules(modules: readonly { readonly id: string }[]): ManifestIssue[] {
  const issues: ManifestIssue[] = [];
  if (modules.length > PLUGIN_MODULES_MAX) issues.push({ path: 'modules', message: `declares ${modules.length} modules; at most ${PLUGIN_MODULES_MAX} are allowed` });
  const seen = new Set<string>();
  modules.forEach(({ id }, index) => {
    const path = `modules[${index}].id`;
    if (BUILT_IN_MODULE_IDS.has(id.toUpperCase())) {
      issues.push({ path, message: `"${id}" is a built-in module id; expected ${PLUGIN_MODULE_ID_RULE}` });
    } else if (!isPluginModuleId(id)) {
      issues.push({ path, message: `"${id}" must be ${PLUGIN_MODULE_ID_RULE}` });
    } else if (seen.has(id)) {
      issues.push({ path, message: `"${id}" is declared twice` });
    }
    seen.add(id);
  });
  return issues;
}
