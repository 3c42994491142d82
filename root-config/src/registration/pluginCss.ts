import { styleLoadError, type PluginLoadError } from '../loader/PluginLoadError';

const ATTRIBUTE = 'data-palisade-plugin';

/**
 * Adds a plugin's stylesheets to <head> and waits for them. Resolves with the
 * first style load failure, or `null` when every sheet loaded.
 */
export function addPluginCss(pluginId: string, urls: readonly string[], doc: Document = document): Promise<PluginLoadError | null> {
  return Promise.all(
    urls.map(
      (url) =>
        new Promise<PluginLoadError | null>((resolve) => {
          const link = doc.createElement('link');
          link.rel = 'stylesheet';
          link.href = url;
          link.setAttribute(ATTRIBUTE, pluginId);
          link.addEventListener('load', () => resolve(null), { once: true });
          link.addEventListener('error', () => resolve(styleLoadError(pluginId, url)), { once: true });
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
