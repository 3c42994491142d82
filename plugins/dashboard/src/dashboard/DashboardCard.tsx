import { Link } from 'react-router';
import { CardBody, formatCount, useCount, type DashboardCardExtension } from '@palisade/sdk';

export interface DashboardCardProps {
  card: DashboardCardExtension['properties'];
  /** The plugin that contributed the card (its body renders in that plugin's context). */
  pluginId: string;
  pluginVersion?: string;
  title: string;
  info: string;
  reloadKey: number;
  labels: { loading: string; failed: string };
}

/**
 * One card: its title links to its area; the caption and figure load on
 * their own. On failure the caption reads '--' and the figure is empty
 * (spec section 3: app_info_above, above_value); other cards are unaffected.
 * A card's optional `component` is drawn under the figure.
 */
export function DashboardCard({ card, pluginId, pluginVersion, title, info, reloadKey, labels }: DashboardCardProps) {
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
      {card.component && (
        <div className="dash-card__body">
          <CardBody component={card.component} pluginId={pluginId} pluginVersion={pluginVersion} />
        </div>
      )}
    </article>
  );
}
