import type { CataloguePlugin } from '@palisade/contracts/catalogue';
import { DEFAULT_LOCALE, pickLocale } from '@palisade/sdk/host';
import type { SystemLike } from './systemLike';

export interface WarmOptions {
  system: SystemLike;
  /** The console's language now. */
  locale: string;
  /** Files of the manifest (relative to the entry) whose code is wanted next: a page's chunk. */
  code?: readonly string[];
  doc?: Document;
}

/**
 * The files a plugin will ask for once its entry runs, as its manifest names
 * them (relative to the entry): its translations for `locale` and the
 * default language, its stylesheets, and the chunks in `code`.
 */
export function filesToWarm(plugin: CataloguePlugin, locale: string, code: readonly string[] = []): string[] {
  const { translations = {}, files } = plugin.manifest;
  const messages = [locale, DEFAULT_LOCALE].map((target) => pickLocale(translations, target)?.[1]);
  const sheets = Object.keys(files).filter((file) => file.endsWith('.css'));
  return [...new Set([...messages, ...sheets, ...code])].filter((file): file is string => file !== undefined && Object.hasOwn(files, file));
}

const PRELOADED = 'data-palisade-preload';

/**
 * Starts fetching, beside a plugin's entry, what the entry will ask for only
 * once it has run: each file becomes a preload link with the hash SystemJS
 * or the stylesheet will check it against, so the later request is answered
 * from the preload instead of waiting for the entry. Links already on the
 * page are not added again.
 */
export function warmPlugin(plugin: CataloguePlugin, entryUrl: string, options: WarmOptions): void {
  const doc = options.doc ?? document;
  // The import map's hashes are the ones SystemJS and the stylesheets check (an override's come from its manifest).
  const integrity = options.system.getImportMap?.().integrity ?? {};
  const pageOrigin = new URL(doc.baseURI).origin;
  const present = new Set([...doc.head.querySelectorAll(`link[${PRELOADED}]`)].map((link) => link.getAttribute(PRELOADED)));
  for (const file of filesToWarm(plugin, options.locale, options.code)) {
    const url = new URL(file, entryUrl).href;
    if (present.has(url)) continue;
    const style = file.endsWith('.css');
    const hash = integrity[url];
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', style ? 'style' : 'script');
    if (hash !== undefined) link.setAttribute('integrity', hash);
    // The later request must be the same to be answered by the preload: SystemJS fetches another origin's scripts
    // with CORS, the stylesheets another origin's sheets that carry a hash.
    if (new URL(url).origin !== pageOrigin && (!style || hash !== undefined)) link.setAttribute('crossorigin', 'anonymous');
    link.href = url;
    link.setAttribute(PRELOADED, url);
    doc.head.appendChild(link);
  }
}
