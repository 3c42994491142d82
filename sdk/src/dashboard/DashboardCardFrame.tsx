import type { ReactNode } from 'react';
import type { DashboardCardExtension } from '../extensions/extension';
import { handleLinkClick } from '../ui/navigateTo';
import { CardBody } from './CardBody';
import { cardCountLoader } from './cardCountLoader';
import { formatCount } from './formatCount';
import { useCount } from './useCount';

/** Props of {@link DashboardCardFrame}. */
export interface DashboardCardFrameProps {
  card: DashboardCardExtension['properties'];
  /** The plugin that contributed the card (its body renders in that plugin's context). */
  pluginId: string;
  pluginVersion?: string;
  title: string;
  /** The caption above the figure. */
  info: string;
  /** Loads the figure again from nothing whenever it changes. */
  reloadKey?: unknown;
  /** Texts while the figure loads and for a failed figure; `Loading…` and `--`. */
  labels?: { loading: string; failed: string };
  /** Drawn under the figure, before the card's body: the dashboard puts the card's trend here. */
  trend?: ReactNode;
}

const LABELS = { loading: 'Loading…', failed: '--' };

/**
 * One dashboard card (spec section 3): its title links to its area; the
 * caption and figure load on their own (the card's `count`, which the
 * console asks for itself, or its `loadCount`, which loads the contributing
 * plugin's code on first call). On failure, that plugin's code
 * included, the caption reads '--' and the figure is empty (app_info_above,
 * above_value); other cards are unaffected. Under the figure come the
 * `trend` the page passes (the change and a sparkline), then the card's
 * optional `component`.
 *
 * @example
 * ```tsx
 * <DashboardCardFrame card={card} pluginId="threats" title="Cloud Threats" info="Open threats" />
 * ```
 */
export function DashboardCardFrame({ card, pluginId, pluginVersion, title, info, reloadKey = 0, labels = LABELS, trend }: DashboardCardFrameProps) {
  const state = useCount(cardCountLoader(card), reloadKey);
  const caption = state.status === 'failed' ? labels.failed : info;
  const value = state.status === 'ready' ? formatCount(state.count) : '';
  return (
    <article className="dash-card" data-app-id={card.appId} data-status={state.status} aria-busy={state.status === 'loading'}>
      <h2 className="dash-card__title">
        <a href={card.href} onClick={(event) => handleLinkClick(event, card.href)}>
          {title}
        </a>
      </h2>
      {state.status === 'loading' ? (
        <p className="dash-card__loading">{labels.loading}</p>
      ) : (
        <dl className="dash-card__figure">
          <dt>{caption}</dt>
          <dd data-testid="card-value">{value}</dd>
        </dl>
      )}
      {trend && <div className="dash-card__trend">{trend}</div>}
      {card.component && (
        <div className="dash-card__body">
          <CardBody component={card.component} pluginId={pluginId} pluginVersion={pluginVersion} />
        </div>
      )}
    </article>
  );
}
