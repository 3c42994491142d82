import type { resolveCatalogue } from '@palisade/contracts/catalogue';

/**
 * Loads the catalogue's validator and conflict rules (`resolveCatalogue`
 * from `@palisade/contracts/catalogue`, with zod and semver), the same the
 * server applies. A chunk of its own inside the SDK, so that semver exists
 * once in the page; the root config loads it only when a browser override
 * brings a manifest to check.
 *
 * @example
 * ```ts
 * const resolve = await loadCatalogueResolver();
 * const catalogue = resolve(entries, { sdkVersion: SDK_VERSION, reservedCardPlaces });
 * ```
 */
export async function loadCatalogueResolver(): Promise<typeof resolveCatalogue> {
  return (await import('@palisade/contracts/catalogue')).resolveCatalogue;
}
