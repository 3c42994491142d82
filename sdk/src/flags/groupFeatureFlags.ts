import type { FeatureFlagDeclaration } from '../plugin/PluginDefinition';
import { DEFAULT_FEATURE, type FeatureFlagEntry, type FeatureFlagMap } from './FeatureFlagMap';

/** Groups flag values by key, then by feature (`'default'` when none). A later entry wins. */
export function groupFeatureFlags(entries: readonly FeatureFlagEntry[]): FeatureFlagMap {
  const map: Record<string, Record<string, boolean>> = {};
  for (const { key, value, feature } of entries) {
    const byFeature = (map[key] ??= {});
    byFeature[feature || DEFAULT_FEATURE] = value;
  }
  return map;
}

/** The declared defaults as flag entries: what the console uses when the flag service fails. */
export function flagDefaults(declarations: readonly FeatureFlagDeclaration[]): FeatureFlagEntry[] {
  return declarations.map((d) => ({ key: d.key, value: d.default, feature: d.feature ?? DEFAULT_FEATURE }));
}

/**
 * Whether a flag is on: the feature's value, else the flag's `'default'`
 * feature, else `fallback`.
 */
export function isFlagEnabled(flags: FeatureFlagMap, key: string, feature = DEFAULT_FEATURE, fallback = false): boolean {
  const byFeature = flags[key];
  return byFeature?.[feature] ?? byFeature?.[DEFAULT_FEATURE] ?? fallback;
}
