import type { Catalogue } from '@palisade/contracts/catalogue';

/** The id of the JSON block the server puts the catalogue in, beside `palisade-config`. */
export const CATALOGUE_ELEMENT_ID = 'palisade-catalogue';

/** The catalogue could not be read: the console knows no plugin. */
export class CatalogueReadError extends Error {
  override readonly name = 'CatalogueReadError';
}

function isCatalogue(value: unknown): value is Catalogue {
  const c = value as Partial<Catalogue> | null;
  return typeof c === 'object' && c !== null && Array.isArray(c.plugins) && Array.isArray(c.problems);
}

/** The catalogue with every plugin's entry and manifest as absolute URLs (SystemJS keys its registry and hashes by them). */
export function withAbsoluteUrls(catalogue: Catalogue, base: string): Catalogue {
  return {
    ...catalogue,
    plugins: catalogue.plugins.map((p) => ({ ...p, url: new URL(p.url, base).href, manifestUrl: new URL(p.manifestUrl, base).href })),
  };
}

/**
 * The plugin catalogue: from the page (served in the same response as
 * index.html), else from `GET /catalogue.json`; plugin URLs made absolute.
 */
export async function readCatalogue(doc: Document = document, doFetch: typeof fetch = (...args) => globalThis.fetch(...args)): Promise<Catalogue> {
  return withAbsoluteUrls(await readRaw(doc, doFetch), doc.baseURI);
}

async function readRaw(doc: Document, doFetch: typeof fetch): Promise<Catalogue> {
  const block = doc.getElementById(CATALOGUE_ELEMENT_ID);
  if (block?.textContent) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(block.textContent);
    } catch (error) {
      throw new CatalogueReadError(`The plugin catalogue in the page (#${CATALOGUE_ELEMENT_ID}) is not JSON`, { cause: error });
    }
    if (!isCatalogue(parsed)) throw new CatalogueReadError(`The plugin catalogue in the page (#${CATALOGUE_ELEMENT_ID}) has no "plugins" and "problems" lists`);
    return parsed;
  }
  const response = await doFetch('/catalogue.json', { credentials: 'same-origin', headers: { Accept: 'application/json' } }).catch((error: unknown) => {
    throw new CatalogueReadError('The plugin catalogue /catalogue.json could not be fetched', { cause: error });
  });
  if (!response.ok) throw new CatalogueReadError(`The plugin catalogue /catalogue.json answered ${response.status}`);
  const body: unknown = await response.json().catch(() => null);
  if (!isCatalogue(body)) throw new CatalogueReadError('The plugin catalogue /catalogue.json has no "plugins" and "problems" lists');
  return body;
}
