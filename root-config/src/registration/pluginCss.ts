import { integrityError, styleLoadError, type PluginLoadError } from '../loader/PluginLoadError';
import type { PluginStylesheet } from '../loader/loadPlugin';
import { refusedFile } from '../loader/pluginIntegrity';

const ATTRIBUTE = 'data-palisade-plugin';

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
 * Resolves with the first failure, or `null` when every sheet loaded.
 */
export function addPluginCss(pluginId: string, sheets: readonly PluginStylesheet[], options: AddPluginCssOptions = {}): Promise<PluginLoadError | null> {
  const doc = options.doc ?? document;
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
          link.addEventListener('load', () => resolve(null), { once: true });
          link.addEventListener('error', () => resolve(sheetError(pluginId, sheet, doFetch)), { once: true });
          doc.head.appendChild(link);
        }),
    ),
  ).then((results) => results.find((r) => r !== null) ?? null);
}

/** Removes every stylesheet a plugin added. */
export function removePluginCss(pluginId: string, doc: Document = document): void {
  doc.head.querySelectorAll(`link[${ATTRIBUTE}]`).forEach((link) => {
    if (link.getAttribute(ATTRIBUTE) === pluginId) link.remove();
  });
}
