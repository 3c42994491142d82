import type { ConsoleRuntime } from '@palisade/sdk/host';
import type { FeatureFlagMap } from '@palisade/sdk';

/** What the console exposes on `window.palisade` for scripts outside React (spec section 4: flags "exposed globally"). */
export interface PalisadeGlobal {
  /** The tenant's feature flags, grouped by key then feature; a frozen snapshot, read-only. */
  readonly featureFlags: FeatureFlagMap;
}

function deepFreeze(map: FeatureFlagMap): FeatureFlagMap {
  return Object.freeze(Object.fromEntries(Object.entries(map).map(([k, v]) => [k, Object.freeze({ ...v })])));
}

/** Defines `window.palisade.featureFlags` (read-only getter over the runtime's flags). */
export function exposeFeatureFlags(runtime: ConsoleRuntime, win: Window = window): void {
  if (Object.hasOwn(win, 'palisade')) return;
  let cached: { source: FeatureFlagMap; frozen: FeatureFlagMap } | null = null;
  const api: PalisadeGlobal = Object.freeze({
    get featureFlags() {
      const source = runtime.store.get(runtime.atoms.flags);
      if (cached?.source !== source) cached = { source, frozen: deepFreeze(source) };
      return cached.frozen;
    },
  });
  Object.defineProperty(win, 'palisade', { value: api, writable: false, configurable: false, enumerable: false });
}
