import type { HttpClient } from '../../http/HttpClient';
import type { ModuleId } from '../../access/moduleIds';
import type { LazyComponent } from '../extensionParts';

/** What a dashboard card's count loader resolves to. @public */
export type CardCount = { value: number; unit?: '%' };

/**
 * A card's trend: the metric of the console's posture history its figure
 * follows, drawn under the figure as the change since the previous period
 * and a sparkline over the dashboard's time range, linking to `href`.
 */
export interface CardTrendDeclaration {
  /** A posture-history metric the server keeps, e.g. `alerts.open` (see GET commondashboard/v1/posture/history). */
  metric: string;
  /** One part of the metric (e.g. the framework `ZBP`) instead of its total. */
  dimension?: string;
  /**
   * Where a click on the trend leads: the area filtered the same way. `{range}`
   * becomes the time range's id, `{from}` and `{to}` its bounds in epoch ms,
   * e.g. `/admin/alerts?status=Open&range={range}`. The card's `href` when omitted.
   */
  href?: string;
  /** Which way is good news, colouring the change: `lower` (fewer alerts, the default), `higher` (a score), or `neither` (an estate's size). */
  better?: 'higher' | 'lower' | 'neither';
  unit?: '%';
}

/**
 * A card's figure as one call to the console API that the console makes
 * itself, before and without the plugin's code: the dashboard shows the
 * figure as early as the console can. Use `loadCount` instead only when the
 * figure needs more than reading one number from one answer.
 *
 * @example
 * ```ts
 * { path: 'compliance/v1/benchmark/getComplianceScore', method: 'POST', json: { benchmarkId: 'ZBP' }, unit: '%' }
 * ```
 *
 * @public
 */
export interface CardCountRequest {
  /** The API path, relative to the console API root (as `http` takes it), e.g. `commondashboard/v1/totalThreats`. */
  path: string;
  /** `GET` (the default) or `POST`. */
  method?: 'GET' | 'POST';
  /** The JSON body of a `POST`. */
  json?: Record<string, unknown>;
  /** The field of the JSON answer that holds the figure; `total` (spec section 7). */
  field?: string;
  /** Shown after the figure: `%` for a score. */
  unit?: '%';
}

/** The services a card's count loader may use. @public */
export interface CardLoadContext {
  /** The console API client (see {@link HttpClient}). */
  http: HttpClient;
  signal: AbortSignal;
}

/**
 * A card on the dashboard carousel (spec sections 2 and 3), ordered by
 * `appId`. An `appId` is one card's only: the console refuses a card whose
 * place another plugin's card holds, or that the deployment reserves for
 * another plugin (the built-in cards' places 0 to 5, by default). A
 * third-party card (100 and above, by convention) comes after the six.
 *
 * @example
 * ```ts
 * {
 *   type: 'console.dashboard/card',
 *   properties: { appId: 100, titleKey: 'card.title', module: 'CLOUD_ASSETS', href: '/admin/acme-cost', count: { path: 'cost/v1/total' } },
 * }
 * ```
 *
 * @public
 */
export interface DashboardCardExtension {
  type: 'console.dashboard/card';
  properties: {
    /** Position on the carousel, unique across plugins: 0 to 5 for the built-in cards, 100+ for others. */
    appId: number;
    /** i18n key of the card's title (spec: app_name). */
    titleKey: string;
    /** i18n key of the caption above the figure (spec: app_info_above). */
    infoKey?: string;
    /**
     * What the role must grant (spec: rbacId). A built-in id names a DASHBOARD
     * sub-app, granted as `DASHBOARD/<id>` in the role's dashboard checklist and
     * apart from the area of the same name; a plugin's own module id
     * (`acme.inventory`) is granted as is, the same grant as the plugin's page.
     */
    module: ModuleId;
    flag?: string;
    /**
     * Subscription the organisation must have bought (as on the area's
     * route, e.g. `VULNERABILITY`); without it the card is not shown.
     */
    subscription?: string;
    /** Where a click on the card leads. */
    href: string;
    /**
     * The card's figure (spec: above_value) as one API call the console makes
     * without loading the plugin's code (see {@link CardCountRequest}). A card
     * has either `count` or `loadCount`. A failed call or an answer without the
     * number shows '--'.
     */
    count?: CardCountRequest;
    /** Loads the card's figure with the plugin's code, when `count` cannot say how. A rejection shows '--'. */
    loadCount?: (context: CardLoadContext) => Promise<CardCount>;
    /** The figure's trend under it, from the posture history (see {@link CardTrendDeclaration}). */
    trend?: CardTrendDeclaration;
    /** Optional body drawn under the figure. */
    component?: LazyComponent;
  };
}

/** True for a `console.dashboard/card` extension. @public */
export const isDashboardCardExtension = (e: { type: string }): e is DashboardCardExtension => e.type === 'console.dashboard/card';
