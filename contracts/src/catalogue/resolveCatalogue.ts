import satisfies from 'semver/functions/satisfies.js';
import type { Catalogue, CatalogueExtension, CataloguePlugin, CatalogueProblem, CatalogueSource, PluginManifest } from './Catalogue.js';
import { extensionClaims } from './kinds/extensionKinds.js';
import type { Claim } from './kinds/kindRules.js';
import { CONSOLE_PATHS } from './consolePaths.js';
import { parsePluginManifest } from './parsePluginManifest.js';
import { moduleNamespace } from './pluginModules.js';
import { routesOverlap } from './routesOverlap.js';

/** Import-map key prefix of a plugin: `@palisade-plugins/<id>`. */
export const PLUGIN_SPECIFIER_PREFIX = '@palisade-plugins/';

/** One import-map entry with what was found beside it: its manifest (unchecked), or why there is none. */
export interface CatalogueEntry {
  readonly specifier: string;
  readonly url: string;
  readonly manifestUrl: string;
  readonly source: CatalogueSource;
  /** The manifest as found (parsed JSON, not yet checked), or why there is none (`reason` completes "manifest <url> …"). */
  readonly manifest:
    | { readonly found: true; readonly value: unknown }
    | { readonly found: false; readonly kind: 'not-found' | 'unreachable' | 'invalid-manifest'; readonly reason: string };
}

export interface ResolveCatalogueOptions {
  /** The console's `@palisade/sdk` version; a plugin whose `sdk` range excludes it is refused. */
  readonly sdkVersion: string;
  /** Dashboard card place (`appId` as text) → the only plugin id that may hold it. */
  readonly reservedCardPlaces: Readonly<Record<string, string>>;
}

interface Held {
  readonly pluginId: string;
  readonly claim: Claim;
}

const CLAIM_NAMES: Record<Claim['kind'], string> = { route: 'path', 'menu-id': 'menu id', 'card-place': 'dashboard card place' };

/** Deployed entries in import-map order, an override of a deployed plugin in that plugin's place, then other overrides. */
function byPrecedence(entries: readonly CatalogueEntry[]): CatalogueEntry[] {
  const deployed = entries.filter((e) => e.source === 'deployed');
  const overrides = new Map(entries.filter((e) => e.source === 'override').map((e) => [e.specifier, e]));
  const ordered = deployed.map((e) => {
    const override = overrides.get(e.specifier);
    overrides.delete(e.specifier);
    return override ?? e;
  });
  return [...ordered, ...overrides.values()];
}

function clash(claim: Claim, held: Held): boolean {
  if (claim.kind !== held.claim.kind) return false;
  return claim.kind === 'route' ? routesOverlap(claim.value, held.claim.value) : claim.value === held.claim.value;
}

/**
 * Builds the catalogue from import-map entries and their manifests, deciding
 * every conflict by rule, never by timing:
 * - an override of plugin X replaces X (in X's place);
 * - deployed entries, in import-map order, come before any other override;
 * - an extension whose path overlaps (same path, a wildcard over it, a
 *   `:param`), whose menu id or card place another plugin earlier in that
 *   order already holds is refused, naming both plugins and both values;
 * - a path the console itself answers (`CONSOLE_PATHS`) is refused;
 * - a card place the deployment reserves for another plugin is refused;
 * - a plugin declaring a module id in a namespace that a plugin earlier in
 *   that order declares (`acme.` of `acme.inventory`) is refused;
 * - a manifest that is missing, invalid, for another id, or for an SDK range
 *   that excludes the console's SDK refuses its plugin.
 */
export function resolveCatalogue(entries: readonly CatalogueEntry[], options: ResolveCatalogueOptions): Catalogue {
  const plugins: CataloguePlugin[] = [];
  const problems: CatalogueProblem[] = [];
  const held: Held[] = [];
  // Module namespace → the plugin that declared it first.
  const namespaces = new Map<string, string>();
  for (const entry of byPrecedence(entries)) {
    const pluginId = entry.specifier.startsWith(PLUGIN_SPECIFIER_PREFIX) ? entry.specifier.slice(PLUGIN_SPECIFIER_PREFIX.length) : entry.specifier;
    const problem = (kind: CatalogueProblem['kind'], message: string, more: Partial<CatalogueProblem> = {}) =>
      problems.push({ kind, pluginId, specifier: entry.specifier, url: entry.url, message, ...more });
    if (!entry.manifest.found) {
      problem(entry.manifest.kind, `Plugin "${pluginId}": manifest ${entry.manifestUrl} ${entry.manifest.reason}`);
      continue;
    }
    const parsed = parsePluginManifest(entry.manifest.value, { pluginId });
    if (!parsed.ok) {
      problem('invalid-manifest', `Invalid manifest ${entry.manifestUrl}:\n${parsed.message}`);
      continue;
    }
    const manifest: PluginManifest = parsed.manifest;
    if (!satisfies(options.sdkVersion, manifest.sdk)) {
      problem('incompatible-sdk', `Plugin "${pluginId}" needs SDK ${manifest.sdk}, but the console runs SDK ${options.sdkVersion}`);
      continue;
    }
    const taken = (manifest.modules ?? []).map((m, index) => ({ index, id: m.id, owner: namespaces.get(moduleNamespace(m.id)) }))
      .find((m) => m.owner !== undefined && m.owner !== pluginId);
    if (taken) {
      const message = `Plugin "${pluginId}" modules[${taken.index}].id: module namespace "${moduleNamespace(taken.id)}" of "${taken.id}" belongs to plugin "${taken.owner}", which keeps it`;
      problem('conflict', message, { otherPluginId: taken.owner });
      continue;
    }
    for (const m of manifest.modules ?? []) namespaces.set(moduleNamespace(m.id), pluginId);
    const accepted: CatalogueExtension[] = [];
    const mine: Held[] = [];
    manifest.extensions.forEach((extension, index) => {
      const claims = extensionClaims(extension);
      const refusal = claims.map((claim) => refuse(pluginId, index, claim, held, options.reservedCardPlaces)).find((r) => r !== null);
      if (refusal) {
        problem('conflict', refusal.message, { otherPluginId: refusal.otherPluginId, extensionIndex: index });
        return;
      }
      accepted.push({ ...extension, index });
      mine.push(...claims.map((claim) => ({ pluginId, claim })));
    });
    held.push(...mine);
    plugins.push({ id: pluginId, specifier: entry.specifier, url: entry.url, manifestUrl: entry.manifestUrl, source: entry.source, manifest, extensions: accepted });
  }
  return { plugins, problems, reservedCardPlaces: options.reservedCardPlaces };
}

function refuse(
  pluginId: string,
  index: number,
  claim: Claim,
  held: readonly Held[],
  reserved: Readonly<Record<string, string>>,
): { message: string; otherPluginId?: string } | null {
  const what = CLAIM_NAMES[claim.kind];
  const at = `extensions[${index}].${claim.field}`;
  const owner = claim.kind === 'card-place' && Object.hasOwn(reserved, claim.value) ? reserved[claim.value] : undefined;
  if (owner !== undefined && owner !== pluginId) {
    return {
      message: `Plugin "${pluginId}" ${at}: ${what} ${claim.value} is reserved for plugin "${owner}"`,
      otherPluginId: owner,
    };
  }
  const other = held.find((h) => h.pluginId !== pluginId && clash(claim, h));
  if (!other) {
    const own = claim.kind === 'route' ? CONSOLE_PATHS.find((c) => routesOverlap(claim.value, c.path)) : undefined;
    return own === undefined ? null : { message: `Plugin "${pluginId}" ${at}: ${what} "${claim.value}" overlaps the console's own "${own.path}" (${own.what})` };
  }
  return {
    message: `Plugin "${pluginId}" ${at}: ${what} "${claim.value}" overlaps ${what} "${other.claim.value}" of plugin "${other.pluginId}", which keeps it`,
    otherPluginId: other.pluginId,
  };
}
