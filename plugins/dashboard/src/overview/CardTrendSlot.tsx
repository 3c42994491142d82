import { CardTrend } from '@palisade/sdk/charts';
import type { CardTrendProps } from '@palisade/sdk/charts';

/** A card's trend, in its own chunk: the charts load after the cards' figures. */
export default function CardTrendSlot(props: CardTrendProps) {
  return <CardTrend {...props} />;
}
