import { extensionClaims, type Claim } from '@palisade/contracts/catalogue/kinds';
import type { PluginDefinition } from './PluginDefinition';

/** Two or more plugins claim the same route path, menu id or dashboard card `appId`. */
export interface PluginConflict {
  kind: 'route-path' | 'menu-id' | 'card-app-id';
  value: string;
  /** The plugins that claim it, in the order given. */
  pluginIds: readonly string[];
}

const KINDS: Record<Claim['kind'], PluginConflict['kind']> = { route: 'route-path', 'menu-id': 'menu-id', 'card-place': 'card-app-id' };

/**
 * Finds route paths (and aliases), menu ids and dashboard card `appId`s that
 * more than one plugin claims, each kind claiming what its rule says. A card
 * place the deployment reserves (`reservedCardPlaces`, place → plugin id) is
 * its owner's even before that plugin loads. The root config decides what to
 * do (e.g. keep the first, show an error naming the others).
 */
export function findConflicts(
  plugins: readonly Pick<PluginDefinition, 'id' | 'extensions'>[],
  reservedCardPlaces: Readonly<Record<string, string>> = {},
): PluginConflict[] {
  const claims = new Map<string, { kind: PluginConflict['kind']; value: string; pluginIds: string[] }>();
  const claim = (kind: PluginConflict['kind'], value: string, pluginId: string) => {
    const key = `${kind}\u0000${value}`;
    const entry = claims.get(key) ?? { kind, value, pluginIds: [] };
    if (!entry.pluginIds.includes(pluginId)) entry.pluginIds.push(pluginId);
    claims.set(key, entry);
  };
  for (const plugin of plugins) {
    for (const ext of plugin.extensions) {
      for (const { kind, value } of extensionClaims(ext)) {
        const owner = kind === 'card-place' && Object.hasOwn(reservedCardPlaces, value) ? reservedCardPlaces[value] : undefined;
        if (owner !== undefined && owner !== plugin.id) claim(KINDS[kind], value, owner);
        claim(KINDS[kind], value, plugin.id);
      }
    }
  }
  return [...claims.values()].filter((c) => c.pluginIds.length > 1);
}
