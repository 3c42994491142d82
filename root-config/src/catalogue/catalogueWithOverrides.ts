import type { Catalogue, CatalogueEntry, CatalogueProblem } from '@palisade/contracts/catalogue';
import { loadCatalogueResolver, SDK_VERSION } from '@palisade/sdk/host';
import type { ActiveOverride } from '../discovery/activeOverrides';
import { MANIFEST_FILE } from '../loader/pluginIntegrity';

/** The manifest beside an override's entry (its developer's build writes it on every rebuild). */
async function fetchManifest(url: string, doFetch: typeof fetch): Promise<CatalogueEntry['manifest']> {
  const manifestUrl = new URL(MANIFEST_FILE, url).href;
  let response: Response;
  try {
    response = await doFetch(manifestUrl, { cache: 'no-store', credentials: 'omit' });
  } catch (error) {
    return { found: false, kind: 'unreachable', reason: `could not be fetched (${error instanceof Error ? error.message : String(error)})` };
  }
  if (!response.ok) return { found: false, kind: response.status === 404 ? 'not-found' : 'unreachable', reason: `answered ${response.status}` };
  try {
    return { found: true, value: await response.json() };
  } catch {
    return { found: true, value: null };
  }
}

/**
 * The deployed catalogue with this browser's plugin overrides applied, by
 * the same rules the server uses (the contracts' `resolveCatalogue`, loaded
 * from the SDK only here, so only when an override is present): each override brings
 * the manifest beside its URL; an override of plugin X replaces X; one with
 * another id never takes a deployed plugin's routes, menu ids or card places.
 */
export async function catalogueWithOverrides(deployed: Catalogue, overrides: readonly ActiveOverride[], doFetch: typeof fetch): Promise<Catalogue> {
  const resolveCatalogue = await loadCatalogueResolver();
  const base = globalThis.location?.href ?? 'http://localhost/';
  const deployedEntries: CatalogueEntry[] = deployed.plugins.map((p) => ({
    specifier: p.specifier,
    url: p.url,
    manifestUrl: p.manifestUrl,
    source: 'deployed',
    manifest: { found: true, value: p.manifest },
  }));
  const overrideEntries: CatalogueEntry[] = await Promise.all(
    overrides.map(async (o) => {
      const url = new URL(o.url, base).href;
      return { specifier: o.specifier, url, manifestUrl: new URL(MANIFEST_FILE, url).href, source: 'override' as const, manifest: await fetchManifest(url, doFetch) };
    }),
  );
  const resolved = resolveCatalogue([...deployedEntries, ...overrideEntries], { sdkVersion: SDK_VERSION, reservedCardPlaces: deployed.reservedCardPlaces });
  // What the server found wrong with deployed entries that are not in the catalogue stays; conflicts are decided again, overrides included.
  const kept: CatalogueProblem[] = deployed.problems.filter((p) => p.kind !== 'conflict' && !overrides.some((o) => o.specifier === p.specifier));
  return { ...resolved, problems: [...kept, ...resolved.problems] };
}
