import { DashboardCardFrame, useDashboardCards } from '@palisade/sdk';

/**
 * The frames of every dashboard card the user may see, from the catalogue
 * alone: title (the catalogue's label), link, and a figure that loads with
 * its own plugin's code ('--' when that fails).
 */
export function DashboardCardFrames() {
  const cards = useDashboardCards();
  if (cards.length === 0) return null;
  return (
    <section className="shell-hosted-cards" aria-label="Dashboard cards">
      {cards.map(({ key, card, pluginId, pluginVersion, title, info }) => (
        <DashboardCardFrame key={key} card={card} pluginId={pluginId} pluginVersion={pluginVersion} title={title} info={info} />
      ))}
    </section>
  );
}
