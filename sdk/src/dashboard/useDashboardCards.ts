import { useMemo } from 'react';
import type { DashboardCardExtension } from '../extensions/extension';
import { useExtensions } from '../extensions/useExtensions';
import { useExtensionTranslation } from '../i18n/usePluginTranslation';
import { sortCards } from './sortCards';

/** One dashboard card as a page shows it: its properties and its texts in the contributing plugin's words. */
export interface DashboardCardView {
  /** Unique among the cards: the plugin's id and the card's place. */
  key: string;
  /** The plugin that contributed the card. */
  pluginId: string;
  pluginVersion?: string;
  card: DashboardCardExtension['properties'];
  /** The card's title (`titleKey` in its plugin's namespace). */
  title: string;
  /** The caption above its figure (`infoKey`), or ''. */
  info: string;
}

/**
 * Every dashboard card the user may see, in carousel order (by `appId`: the
 * six built-in cards first), titled in the contributing plugins' words. The
 * cards are known from the console's catalogue before their plugins' code:
 * draw each with {@link DashboardCardFrame}, whose figure loads on its own.
 *
 * @example
 * ```tsx
 * const cards = useDashboardCards();
 * return cards.map((c) => <DashboardCardFrame key={c.key} card={c.card} pluginId={c.pluginId} title={c.title} info={c.info} />);
 * ```
 */
export function useDashboardCards(): readonly DashboardCardView[] {
  const cards = useExtensions('console.dashboard/card');
  // Card texts live in the contributing plugins' namespaces.
  const { t } = useExtensionTranslation(cards.map((c) => c.pluginId));
  return useMemo(
    () =>
      sortCards(cards).map(({ pluginId, pluginVersion, extension: { properties: card } }) => ({
        key: `${pluginId}:${card.appId}`,
        pluginId,
        pluginVersion,
        card,
        title: t(card.titleKey, { ns: pluginId }),
        info: card.infoKey ? t(card.infoKey, { ns: pluginId }) : '',
      })),
    [cards, t],
  );
}
