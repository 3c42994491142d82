import type { CardCount, CardLoadContext } from '../extensions/extension';
import { formatCount } from './formatCount';
import { useCount } from './useCount';

/** Props of {@link CountFigure}. */
export interface CountFigureProps {
  label: string;
  load: (context: CardLoadContext) => Promise<CardCount>;
}

/**
 * One labelled figure from the server, as a `div` holding a term and its
 * value (put it inside a `<dl>`): 'Loading…', then the figure, or
 * 'Unavailable' when its call failed.
 */
export function CountFigure({ label, load }: CountFigureProps) {
  const state = useCount(load);
  return (
    <div className="pl-count-figure">
      <dt>{label}</dt>
      <dd aria-busy={state.status === 'loading'}>
        {state.status === 'loading' ? 'Loading…' : state.status === 'ready' ? formatCount(state.count) : 'Unavailable'}
      </dd>
    </div>
  );
}
