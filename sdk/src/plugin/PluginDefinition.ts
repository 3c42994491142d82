import type { ActionPermission } from '../access/moduleIds';
import type { Extension } from '../extensions/extension';

/** A feature flag a plugin reads: the key, its default, and the feature it applies to. */
export interface FeatureFlagDeclaration {
  key: string;
  default: boolean;
  /** The feature the flag is scoped to; `'default'` when omitted (spec section 4). */
  feature?: string;
}

/** Loads one locale's messages for a plugin's i18n namespace. */
export type TranslationLoader = () => Promise<{ default: Record<string, unknown> } | Record<string, unknown>>;

/**
 * Everything a plugin tells the console. The plugin's entry module exports it
 * as its default export; the console validates it when the plugin loads.
 */
export interface PluginDefinition {
  /** Lower-case id (`a-z`, `0-9`, `-`); must equal the `<id>` of its import-map key `@palisade-plugins/<id>`. */
  id: string;
  /** The plugin's own semver version. */
  version: string;
  /** Semver range of `@palisade/sdk` the plugin was built for, e.g. `^1.0.0`. */
  sdk: string;
  /** Routes, menu items and dashboard cards. */
  extensions: readonly Extension[];
  /** Action permissions the plugin checks, so administrators can see what it gates. */
  actions?: readonly ActionPermission[];
  /** Feature flags the plugin reads; the console fetches them for the tenant. */
  flags?: readonly FeatureFlagDeclaration[];
  /** Messages per locale, loaded lazily into the plugin's namespace. `en-US` is the fallback. */
  translations?: Readonly<Record<string, TranslationLoader>>;
}
