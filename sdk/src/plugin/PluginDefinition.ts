import type { ActionPermission } from '../access/moduleIds';
import type { Extension } from '../extensions/extension';

/** A feature flag a plugin reads: the key, its default, and the feature it applies to. @public */
export interface FeatureFlagDeclaration {
  key: string;
  default: boolean;
  /** The feature the flag is scoped to; `'default'` when omitted (spec section 4). */
  feature?: string;
}

/**
 * An RBAC module a plugin brings. Administrators grant it in the role editor,
 * where it is listed under the plugin with its name and description; a page,
 * menu item or card names it as its `module`. The server keeps it in roles and
 * API keys only while a deployed plugin declares it.
 *
 * @example
 * ```ts
 * modules: [{ id: 'acme.inventory', name: 'Acme inventory', description: 'The inventory page and its dashboard card' }],
 * ```
 *
 * @beta
 */
export interface PluginModuleDeclaration {
  /**
   * `<namespace>.<name>` in lower case (`a-z`, `0-9`, `-`), e.g. `acme.inventory`.
   * Never a built-in id (`ALERTS`); the namespace is the first declaring plugin's alone.
   */
  id: string;
  /** What the role editor calls it. */
  name: string;
  /** What it opens, shown under its name in the role editor. */
  description: string;
}

/** Loads one locale's messages for a plugin's i18n namespace. @public */
export type TranslationLoader = () => Promise<{ default: Record<string, unknown> } | Record<string, unknown>>;

/**
 * Everything a plugin tells the console. The plugin's entry module exports it
 * as its default export; the console validates it when the plugin loads.
 *
 * @public
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
  /** The plugin's own RBAC module ids, for its extensions' `module` (see {@link PluginModuleDeclaration}). */
  modules?: readonly PluginModuleDeclaration[];
  /** Feature flags the plugin reads; the console fetches them for the tenant. */
  flags?: readonly FeatureFlagDeclaration[];
  /** Messages per locale, loaded lazily into the plugin's namespace. `en-US` is the fallback. */
  translations?: Readonly<Record<string, TranslationLoader>>;
}
