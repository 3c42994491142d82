import {
  parsePluginManifest,
  PLUGIN_SPECIFIER_PREFIX,
  resolveCatalogue,
  type CatalogueEntry,
} from '@palisade/contracts/catalogue';
import satisfies from 'semver/functions/satisfies.js';
import validRange from 'semver/ranges/valid.js';

/** What a plugin is checked against: the console it will run in. */
export interface ConsoleFacts {
  /** The console's `@palisade/sdk` version. */
  readonly sdkVersion: string;
  /** Plugins the console already runs, in import-map order, with their manifests (parsed JSON). */
  readonly plugins: readonly { readonly id: string; readonly manifest: unknown }[];
  /** Card place (`appId` as text) → the only plugin id that may hold it. */
  readonly reservedCardPlaces: Readonly<Record<string, string>>;
  /** Where the facts come from (a catalogue URL, a file, "the SDK this plugin builds with"), for messages. */
  readonly source: string;
}

/** Outcome of {@link checkAgainstConsole}; each problem names the plugin, the field and what is expected. */
export type ConsoleCheckResult = { readonly ok: true } | { readonly ok: false; readonly problems: readonly string[]; readonly message: string };

const failed = (problems: string[]): ConsoleCheckResult =>
  problems.length === 0 ? { ok: true } : { ok: false, problems, message: problems.join('\n') };

/** What to use instead of a claim another plugin holds, by the field the console's message names. */
function expectedInstead(message: string, pluginId: string): string {
  if (/ modules\[\d+\]\.id: /.test(message)) return '; expected a module namespace no other plugin of the console declares';
  const field = /\]\.properties\.(\w+):/.exec(message)?.[1];
  if (field === 'appId') return '; expected a card place no other plugin holds, 100 or above';
  if (field === 'id') return `; expected a menu id of the plugin's own, e.g. "${pluginId}"`;
  if (field === 'path') return `; expected a path of the plugin's own, e.g. "/admin/${pluginId}"`;
  return '';
}

/**
 * Applies the console's checks to a plugin's built manifest, as the console
 * would when the plugin is added to it: the manifest schema, the SDK range
 * against the console's SDK, the console's own routes, paths, menu ids and
 * card places other plugins hold, and reserved card places.
 */
export function checkAgainstConsole(manifest: unknown, pluginId: string, facts: ConsoleFacts): ConsoleCheckResult {
  const parsed = parsePluginManifest(manifest, { pluginId });
  if (!parsed.ok) return failed(parsed.message.split('\n'));
  const problems: string[] = [];
  const { sdk } = parsed.manifest;
  if (validRange(sdk) !== null && !satisfies(facts.sdkVersion, sdk)) {
    problems.push(`plugin "${pluginId}": sdk: "${sdk}" excludes the console's SDK ${facts.sdkVersion} (from ${facts.source}); expected a range that includes it, e.g. "^${facts.sdkVersion.split('.')[0]}.0.0"`);
  }
  const entry = (id: string, value: unknown, source: CatalogueEntry['source']): CatalogueEntry => ({
    specifier: `${PLUGIN_SPECIFIER_PREFIX}${id}`,
    url: `${id}/plugin.js`,
    manifestUrl: `${id}/manifest.json`,
    source,
    manifest: { found: true, value },
  });
  const others = facts.plugins.filter((p) => p.id !== pluginId).map((p) => entry(p.id, p.manifest, 'deployed'));
  // The plugin comes after every deployed one, as an added plugin does; checked with a range that passes, the SDK being checked above.
  const catalogue = resolveCatalogue([...others, entry(pluginId, { ...parsed.manifest, sdk: '*' }, 'override')], {
    sdkVersion: facts.sdkVersion,
    reservedCardPlaces: facts.reservedCardPlaces,
  });
  for (const problem of catalogue.problems) if (problem.pluginId === pluginId) problems.push(`${problem.message}${expectedInstead(problem.message, pluginId)}`);
  return failed(problems);
}
