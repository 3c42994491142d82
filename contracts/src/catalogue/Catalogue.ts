/**
 * What the console knows about its plugins before any plugin code runs.
 *
 * The build writes a {@link PluginManifest} beside each plugin's entry; the
 * server reads the import map, reads and validates each entry's manifest,
 * decides conflicts by rule, and serves the result as one {@link Catalogue}
 * with the page. The shell draws the menu, the route table, the no-access
 * pages, the dashboard card frames and the first permitted page from it;
 * a plugin's code loads only when one of its routes or cards is on screen.
 */

/**
 * Where code sits in a manifest: the file (relative to the manifest) that
 * holds it, e.g. `chunks/AlertsPage-3xQ1.js`, or `plugin.js` for a function
 * defined in the entry (a card's `loadCount`). The code itself is reached
 * through the plugin's definition once its entry has loaded: extension
 * `index` of the manifest is extension `index` of the definition.
 */
export interface CodeReference {
  readonly $code: string;
}

/** An extension as the manifest states it: static properties, code replaced by {@link CodeReference}s. */
export interface ManifestExtension {
  readonly type: string;
  readonly properties: Readonly<Record<string, unknown>>;
}

/** A feature flag a plugin reads (as in its definition). */
export interface ManifestFlag {
  readonly key: string;
  readonly default: boolean;
  readonly feature?: string;
}

/**
 * An RBAC module a plugin brings (`modules` of its definition): administrators
 * grant it in the role editor, where it is listed under its plugin.
 */
export interface ManifestModule {
  /** `<namespace>.<name>` in lower case, e.g. `acme.inventory`; never a built-in id. */
  readonly id: string;
  /** What the role editor calls it. */
  readonly name: string;
  /** What it opens, shown under its name in the role editor. */
  readonly description: string;
}

/** `manifest.json` beside a plugin's `plugin.js`, written by the plugin build, never by hand. */
export interface PluginManifest {
  readonly id: string;
  readonly version: string;
  /** Semver range of `@palisade/sdk` the plugin was built for. */
  readonly sdk: string;
  /** Path relative to the manifest (`plugin.js`, `chunks/Page-abc.js`, `plugin.css`) → `sha384-<base64>`. */
  readonly files: Readonly<Record<string, string>>;
  /** The definition's extensions in the same order. */
  readonly extensions: readonly ManifestExtension[];
  readonly flags: readonly ManifestFlag[];
  readonly actions: readonly string[];
  /** The plugin's own module ids; absent in manifests of plugins that declare none. */
  readonly modules?: readonly ManifestModule[];
  /** Locale → file (relative to the manifest) holding that locale's messages. */
  readonly translations: Readonly<Record<string, string>>;
  /** Every label key the extensions name → its default-language (`en-US`) text, so the shell labels menus before translations load. */
  readonly labels: Readonly<Record<string, string>>;
}

/** Where a catalogue entry came from: the deployed import map, or a developer's browser override. */
export type CatalogueSource = 'deployed' | 'override';

/** An accepted extension, with its position in the plugin's definition. */
export interface CatalogueExtension extends ManifestExtension {
  readonly index: number;
}

/** A plugin the console will show. */
export interface CataloguePlugin {
  readonly id: string;
  /** Import-map key, `@palisade-plugins/<id>`. */
  readonly specifier: string;
  /** URL of the entry (`plugin.js`) as the import map gives it. */
  readonly url: string;
  /** URL of its manifest. */
  readonly manifestUrl: string;
  readonly source: CatalogueSource;
  readonly manifest: PluginManifest;
  /** The manifest's extensions that were accepted (a refused one is in {@link Catalogue.problems}). */
  readonly extensions: readonly CatalogueExtension[];
}

/** Why a plugin, or one of its extensions, is not in the catalogue. */
export type CatalogueProblemKind = 'not-found' | 'unreachable' | 'invalid-manifest' | 'incompatible-sdk' | 'conflict';

/** A plugin or extension the catalogue refused; `message` names the plugin, the field or path, and for a conflict both plugins. */
export interface CatalogueProblem {
  readonly kind: CatalogueProblemKind;
  readonly pluginId: string;
  readonly specifier: string;
  readonly url: string;
  readonly message: string;
  /** For a conflict: the plugin that keeps the claim. */
  readonly otherPluginId?: string;
  /** For a refused extension: its index in the plugin's definition. */
  readonly extensionIndex?: number;
}

/** Everything the shell needs about plugins, served with the page. */
export interface Catalogue {
  readonly plugins: readonly CataloguePlugin[];
  readonly problems: readonly CatalogueProblem[];
  /** Dashboard card places (`appId`) the deployment reserves, each for one plugin id. */
  readonly reservedCardPlaces: Readonly<Record<string, string>>;
}
