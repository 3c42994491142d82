import { integrityError, styleLoadError, type PluginLoadError } from '../loader/PluginLoadError';
import type { PluginStylesheet } from '../loader/loadPlugin';
import { refusedFile } from '../loader/pluginIntegrity';

const ATTRIBUTE = 'data-palisade-plugin';
/** On a plugin's sheet once it has loaded. */
const LOADED = 'data-palisade-loaded';
const SET_ASIDE = 'not all';

const linksOf = (doc: Document, pluginId: string) =>
  [...doc.head.querySelectorAll<HTMLLinkElement>(`link[${ATTRIBUTE}]`)].filter((link) => link.getAttribute(ATTRIBUTE) === pluginId);

export interface AddPluginCssOptions {
  doc?: Document;
  /** To tell a sheet refused for its hash from a missing one; the page's fetch by default. */
  fetch?: typeof fetch;
}

/** Why a sheet did not load: refused for not matching its hash, or a plain load failure. */
async function sheetError(pluginId: string, sheet: PluginStylesheet, doFetch: typeof fetch): Promise<PluginLoadError> {
  if (sheet.integrity !== null && (await refusedFile(sheet.url, sheet.integrity, doFetch))) {
    return integrityError(pluginId, sheet.url, sheet.integrity);
  }
  return styleLoadError(pluginId, sheet.url);
}

/**
 * Adds a plugin's stylesheets to <head>, each with its integrity hash (the
 * browser refuses a sheet that changed after the build), and waits for them.
 * Resolves with the first failure, or `null` when every sheet loaded. Sheets
 * set aside by the plugin's last unmount, all loaded, are switched back on at
 * once: a switch back to a plugin waits for no load event.
 */
export function addPluginCss(pluginId: string, sheets: readonly PluginStylesheet[], options: AddPluginCssOptions = {}): Promise<PluginLoadError | null> {
  const doc = options.doc ?? document;
  const kept = linksOf(doc, pluginId);
  if (kept.length === sheets.length && kept.every((link, i) => link.hasAttribute(LOADED) && link.getAttribute('href') === sheets[i]!.url)) {
    for (const link of kept) link.removeAttribute('media');
    return Promise.resolve(null);
  }
  for (const link of kept) link.remove();
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  return Promise.all(
    sheets.map(
      (sheet) =>
        new Promise<PluginLoadError | null>((resolve) => {
          const link = doc.createElement('link');
          link.rel = 'stylesheet';
          if (sheet.integrity !== null) {
            link.setAttribute('integrity', sheet.integrity);
            // A sheet from another origin (an override's dev server) can be checked only when fetched with CORS.
            if (new URL(sheet.url, doc.baseURI).origin !== new URL(doc.baseURI).origin) link.setAttribute('crossorigin', 'anonymous');
          }
          link.href = sheet.url;
          link.setAttribute(ATTRIBUTE, pluginId);
          link.addEventListener('load', () => {
            link.setAttribute(LOADED, '');
            resolve(null);
          }, { once: true });
          link.addEventListener('error', () => resolve(sheetError(pluginId, sheet, doFetch)), { once: true });
          doc.head.appendChild(link);
        }),
    ),
  ).then((results) => results.find((r) => r !== null) ?? null);
}

/**
 * Switches a plugin's stylesheets off (its unmount): they no longer apply, and
 * the plugin's next mount switches them on instead of loading them again.
 */
export function setAsidePluginCss(pluginId: string, doc: Document = document): void {
  // A media query that never matches: the sheet stays parsed and comes back with the attribute, where switching
  // `disabled` may fetch it again before it applies.
  for (const link of linksOf(doc, pluginId)) link.setAttribute('media', SET_ASIDE);
}
