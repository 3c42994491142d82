import { Link } from 'react-router';
import { formatCount, useCount, type DashboardCardExtension } from '@palisade/sdk';

export interface DashboardCardProps {
  card: DashboardCardExtension['properties'];
  title: string;
  info: string;
  reloadKey: number;
  labels: { loading: string; failed: string };
}

/**
 * One card: its title links to its area; the caption and figure load on
 * their own. On failure the caption reads '--' and the figure is empty
 * (spec section 3: app_info_above, above_value); other cards are unaffected.
 */
export function DashboardCard({ card, title, info, reloadKey, labels }: DashboardCardProps) {
  const state = useCount(card.loadCount, reloadKey);
  const caption = state.status === 'failed' ? labels.failed : info;
  const value = state.status === 'ready' ? formatCount(state.count) : '';
  return (
    <article className="dash-card" data-app-id={card.appId} data-status={state.status} aria-busy={state.status === 'loading'}>
      <h2 className="dash-card__title">
        <Link to={card.href}>{title}</Link>
      </h2>
      {state.status === 'loading' ? (
        <p className="dash-card__loading">{labels.loading}</p>
      ) : (
        <dl className="dash-card__figure">
          <dt>{caption}</dt>
          <dd data-testid="card-value">{value}</dd>
        </dl>
      )}
    </article>
  );
}
