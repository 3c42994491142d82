import { isDashboardCardExtension, isMenuItemExtension, isRouteExtension } from '../extensions/guards';
import type { PluginDefinition } from './PluginDefinition';

/** Two or more plugins claim the same route path, menu id or dashboard card `appId`. */
export interface PluginConflict {
  kind: 'route-path' | 'menu-id' | 'card-app-id';
  value: string;
  /** The plugins that claim it, in the order given. */
  pluginIds: readonly string[];
}

/**
 * The plugins whose cards hold the dashboard's first six places (`appId` 0 to
 * 5, spec order: threats, assets, identities, infrastructure as code,
 * compliance, vulnerability). Another plugin's card never takes one of them,
 * whichever plugin happens to load first.
 */
export const BUILT_IN_CARD_OWNERS = ['threats', 'assets', 'identities', 'iac', 'compliance', 'vulnerability'] as const;

/**
 * Finds route paths (and aliases), menu ids and dashboard card `appId`s that
 * more than one plugin claims. The dashboard orders cards by `appId`, so a
 * card may not take a place another plugin's card holds (the six built-in
 * cards hold 0 to 5, even before their plugins load). The root config decides what to do (e.g. keep the first, show an
 * error naming the others).
 */
export function findConflicts(plugins: readonly Pick<PluginDefinition, 'id' | 'extensions'>[]): PluginConflict[] {
  const claims = new Map<string, { kind: PluginConflict['kind']; value: string; pluginIds: string[] }>();
  const claim = (kind: PluginConflict['kind'], value: string, pluginId: string) => {
    const key = `${kind}\u0000${value}`;
    const entry = claims.get(key) ?? { kind, value, pluginIds: [] };
    if (!entry.pluginIds.includes(pluginId)) entry.pluginIds.push(pluginId);
    claims.set(key, entry);
  };
  for (const plugin of plugins) {
    for (const ext of plugin.extensions) {
      if (isRouteExtension(ext)) {
        for (const path of [ext.properties.path, ...(ext.properties.aliases ?? [])]) claim('route-path', path, plugin.id);
      } else if (isMenuItemExtension(ext)) {
        claim('menu-id', ext.properties.id, plugin.id);
      } else if (isDashboardCardExtension(ext)) {
        const value = String(ext.properties.appId);
        const owner = BUILT_IN_CARD_OWNERS[ext.properties.appId];
        if (owner && owner !== plugin.id) claim('card-app-id', value, owner);
        claim('card-app-id', value, plugin.id);
      }
    }
  }
  return [...claims.values()].filter((c) => c.pluginIds.length > 1);
}
