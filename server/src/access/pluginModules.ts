import type { PluginModuleView } from '@palisade/contracts';
import type { Catalogue } from '@palisade/contracts/catalogue';

/** Module ids the deployed plugins declare → what the role editor shows of each. */
export type InstalledModules = ReadonlyMap<string, PluginModuleView>;

export const NO_PLUGIN_MODULES: InstalledModules = new Map();

const byCatalogue = new WeakMap<Catalogue, InstalledModules>();

/** The modules of the catalogue's deployed plugins, in import-map order (one map per catalogue build). */
export function installedModules(catalogue: Catalogue): InstalledModules {
  let found = byCatalogue.get(catalogue);
  if (!found) {
    found = new Map(catalogue.plugins.filter((p) => p.source === 'deployed')
      .flatMap((p) => (p.manifest.modules ?? []).map((m): [string, PluginModuleView] => [m.id, { id: m.id, pluginId: p.id, name: m.name, description: m.description }])));
    byCatalogue.set(catalogue, found);
  }
  return found;
}
