import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { PLUGIN_SPECIFIER_PREFIX, type CatalogueEntry } from '@palisade/contracts/catalogue';

/** Name of the manifest beside each plugin entry. */
export const MANIFEST_FILE = 'manifest.json';

export interface ReadEntriesOptions {
  consoleDir: string;
  /** How long an absolute manifest URL may take to answer. */
  fetchTimeoutMs: number;
  fetch?: typeof fetch;
}

/** Where a manifest lives and, for one served from the console dir, its file. */
export interface ManifestLocation {
  readonly manifestUrl: string;
  readonly file: string | null;
}

/** The manifest beside an entry URL: a file of the console dir for a local URL, else the absolute URL. */
export function manifestLocation(entryUrl: string, consoleDir: string): ManifestLocation {
  const isLocal = entryUrl.startsWith('/') && !entryUrl.startsWith('//');
  const manifestUrl = isLocal
    ? `${entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1)}${MANIFEST_FILE}`
    : new URL(MANIFEST_FILE, entryUrl).href;
  if (!isLocal) return { manifestUrl, file: null };
  const root = normalize(consoleDir);
  const file = normalize(join(root, ...decodeURIComponent(manifestUrl).split('/')));
  return { manifestUrl, file: file.startsWith(root + sep) ? file : null };
}

type Found = CatalogueEntry['manifest'];

async function readLocal(file: string | null): Promise<Found> {
  if (file === null) return { found: false, kind: 'not-found', reason: 'is outside the console' };
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return code === 'ENOENT' || code === 'ENOTDIR'
      ? { found: false, kind: 'not-found', reason: 'does not exist' }
      : { found: false, kind: 'unreachable', reason: `cannot be read (${code ?? (error as Error).message})` };
  }
  return parseJson(text);
}

function parseJson(text: string): Found {
  try {
    return { found: true, value: JSON.parse(text) as unknown };
  } catch (error) {
    return { found: false, kind: 'invalid-manifest', reason: `is not JSON (${(error as Error).message})` };
  }
}

async function readRemote(url: string, options: ReadEntriesOptions): Promise<Found> {
  try {
    const response = await (options.fetch ?? fetch)(url, { signal: AbortSignal.timeout(options.fetchTimeoutMs), redirect: 'error' });
    if (response.status === 404) return { found: false, kind: 'not-found', reason: 'answered 404' };
    if (!response.ok) return { found: false, kind: 'unreachable', reason: `answered ${response.status}` };
    return parseJson(await response.text());
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return { found: false, kind: 'unreachable', reason: timedOut ? `did not answer within ${options.fetchTimeoutMs} ms` : `could not be fetched (${(error as Error).message})` };
  }
}

/** The import map's plugin entries, each with its manifest read (or why not), in import-map order. */
export async function readCatalogueEntries(imports: Readonly<Record<string, string>>, options: ReadEntriesOptions): Promise<CatalogueEntry[]> {
  const plugins = Object.entries(imports).filter(([specifier]) => specifier.startsWith(PLUGIN_SPECIFIER_PREFIX));
  return Promise.all(
    plugins.map(async ([specifier, url]): Promise<CatalogueEntry> => {
      const { manifestUrl, file } = manifestLocation(url, options.consoleDir);
      const isLocal = url.startsWith('/') && !url.startsWith('//');
      const manifest = isLocal ? await readLocal(file) : await readRemote(manifestUrl, options);
      return { specifier, url, manifestUrl, source: 'deployed', manifest };
    }),
  );
}
