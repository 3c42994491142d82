import { useExtensions } from '../extensions/useExtensions';
import { useExtensionTranslation } from '../i18n/usePluginTranslation';
import { cardCountLoader } from './cardCountLoader';
import { CountFigure } from './CountFigure';

/** Props of {@link CardFigures}. */
export interface CardFiguresProps {
  /** The cards whose figures to show, by `appId`; all visible cards when omitted. */
  appIds?: readonly number[];
  /** Name of the list; `Figures`. */
  label?: string;
  /** Shown when the user may see none of the cards. */
  empty?: string;
}

/**
 * The figures of dashboard cards contributed by any plugin, in `appId`
 * order, each labelled with its card's caption and loading on its own — so
 * an area can show another area's figure without importing its code. Only
 * cards the user may see are shown.
 *
 * @example
 * ```tsx
 * <CardFigures appIds={[0, 3]} label="Open alerts" />
 * ```
 */
export function CardFigures({ appIds, label = 'Figures', empty = 'Your role includes none of these figures.' }: CardFiguresProps) {
  const cards = useExtensions('console.dashboard/card')
    .filter((c) => !appIds || appIds.includes(c.extension.properties.appId))
    .sort((a, b) => a.extension.properties.appId - b.extension.properties.appId);
  const { t } = useExtensionTranslation(cards.map((c) => c.pluginId));
  if (cards.length === 0) return <p className="pl-card-figures__empty">{empty}</p>;
  return (
    <dl className="pl-card-figures" aria-label={label}>
      {cards.map(({ pluginId, extension: { properties: p } }) => (
        <CountFigure key={`${pluginId}:${p.appId}`} label={t(p.infoKey ?? p.titleKey, { ns: pluginId })} load={cardCountLoader(p)} />
      ))}
    </dl>
  );
}
