import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolveCatalogue, type Catalogue } from '@palisade/contracts/catalogue';
import type { ImportMapFile } from './bootPreloads.js';
import { manifestLocation, readCatalogueEntries } from './readCatalogueEntries.js';

export interface CatalogueOptions {
  consoleDir: string;
  /** The import map served as `/import-map.json`. */
  importMapPath: string;
  /** The console's `@palisade/sdk` version. */
  sdkVersion: string;
  reservedCardPlaces: Readonly<Record<string, string>>;
  /** How long a manifest at an absolute URL may take to answer; 2 s by default. */
  fetchTimeoutMs?: number;
  /** How long a manifest fetched over HTTP is kept; 60 s by default. */
  remoteTtlMs?: number;
  now?: () => number;
  fetch?: typeof fetch;
  /** Told when the import map cannot be read (the catalogue is then empty). */
  warn?: (message: string) => void;
}

const EMPTY = (reservedCardPlaces: Readonly<Record<string, string>>): Catalogue => ({ plugins: [], problems: [], reservedCardPlaces });

// Synchronous on purpose: every page asks whether each plugin's manifest changed, and a stat is a few microseconds
// where an awaited one costs a trip through the thread pool (about 10 ms a page at 264 plugins, one after another).
function modified(file: string): string {
  const s = statSync(file, { throwIfNoEntry: false });
  return s === undefined ? 'missing' : `${s.mtimeMs}:${s.size}`;
}

/**
 * The catalogue of the deployed import map, built once and kept until the
 * import map or a local manifest changes on disk (or, for manifests fetched
 * over HTTP, until they are `remoteTtlMs` old). Concurrent requests share
 * one build.
 */
export class CatalogueCache {
  private kept: Kept | null = null;
  private building: Promise<Kept> | null = null;

  constructor(private readonly options: CatalogueOptions) {}

  async get(): Promise<Catalogue> {
    return (await this.current()).catalogue;
  }

  /** The catalogue with the import map it was built from (`null` when that could not be read). */
  async current(): Promise<{ catalogue: Catalogue; importMap: ImportMapFile | null }> {
    if (this.kept && this.fresh()) return this.kept;
    this.building ??= this.build().finally(() => {
      this.building = null;
    });
    return this.building;
  }

  private fresh(): boolean {
    const kept = this.kept!;
    const now = (this.options.now ?? Date.now)();
    if (kept.remote && now - kept.at >= (this.options.remoteTtlMs ?? 60_000)) return false;
    for (const [file, stamp] of kept.files) if (modified(file) !== stamp) return false;
    return true;
  }

  private async build(): Promise<Kept> {
    const o = this.options;
    const at = (o.now ?? Date.now)();
    const files = new Map([[o.importMapPath, modified(o.importMapPath)]]);
    let importMap: ImportMapFile;
    try {
      importMap = JSON.parse(await readFile(o.importMapPath, 'utf8')) as ImportMapFile;
    } catch (error) {
      o.warn?.(`The catalogue is empty: the import map ${o.importMapPath} cannot be read (${(error as Error).message})`);
      this.kept = { catalogue: EMPTY(o.reservedCardPlaces), importMap: null, files, remote: false, at };
      return this.kept;
    }
    const imports = importMap.imports ?? {};
    let remote = false;
    for (const url of Object.values(imports)) {
      const { file } = manifestLocation(url, o.consoleDir);
      if (file !== null) files.set(file, modified(file));
      else if (!url.startsWith('/')) remote = true;
    }
    const entries = await readCatalogueEntries(imports, { consoleDir: o.consoleDir, fetchTimeoutMs: o.fetchTimeoutMs ?? 2000, fetch: o.fetch });
    const catalogue = resolveCatalogue(entries, { sdkVersion: o.sdkVersion, reservedCardPlaces: o.reservedCardPlaces });
    this.kept = { catalogue, importMap, files, remote, at };
    return this.kept;
  }
}

interface Kept {
  catalogue: Catalogue;
  importMap: ImportMapFile | null;
  files: Map<string, string>;
  remote: boolean;
  at: number;
}
