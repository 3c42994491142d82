import type { i18n } from 'i18next';
import type { Catalogue } from '@palisade/contracts/catalogue';
import { DEFAULT_LOCALE } from '@palisade/sdk/host';

/**
 * Puts each plugin's default-language labels (from its manifest) into its
 * namespace, so the menu and the dashboard's card frames are labelled before
 * the plugin's code and translations load. The translations, once loaded,
 * overwrite them.
 */
export function registerCatalogueLabels(instance: i18n, catalogue: Catalogue): void {
  for (const plugin of catalogue.plugins) {
    const labels = plugin.manifest.labels ?? {};
    if (Object.keys(labels).length > 0) instance.addResources(DEFAULT_LOCALE, plugin.id, labels);
  }
}
