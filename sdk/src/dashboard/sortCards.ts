import type { ContributedExtension } from '../extensions/ContributedExtension';
import type { DashboardCardExtension } from '../extensions/extension';

/** Cards by `appId`: the six built-in ones (0–5) first, third-party ones (100+) after; ties by plugin id. */
export function sortCards(cards: readonly ContributedExtension<DashboardCardExtension>[]): ContributedExtension<DashboardCardExtension>[] {
  return [...cards].sort(
    (a, b) => a.extension.properties.appId - b.extension.properties.appId || (a.pluginId < b.pluginId ? -1 : a.pluginId > b.pluginId ? 1 : 0),
  );
}
