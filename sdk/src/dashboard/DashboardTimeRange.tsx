import { createContext, useContext, type ReactNode } from 'react';
import type { TimeRangeId } from '../time/timeRanges';

/** The dashboard's chosen time range, and the key that changes when its figures are reloaded. */
export interface DashboardTimeRange {
  range: TimeRangeId;
  reloadKey: unknown;
}

/** The dashboard's range when its URL names none. */
export const DEFAULT_DASHBOARD_RANGE: TimeRangeId = 'last-1-week';

const Context = createContext<DashboardTimeRange>({ range: DEFAULT_DASHBOARD_RANGE, reloadKey: 0 });

/** Props of {@link DashboardTimeRangeProvider}. */
export interface DashboardTimeRangeProviderProps extends DashboardTimeRange {
  children: ReactNode;
}

/**
 * Gives the cards under it the dashboard's time range (its picker) and
 * reload key: card trends and card bodies read them with
 * {@link useDashboardTimeRange}.
 *
 * @example
 * ```tsx
 * <DashboardTimeRangeProvider range="last-1-week" reloadKey={key}>{cards}</DashboardTimeRangeProvider>
 * ```
 */
export function DashboardTimeRangeProvider({ range, reloadKey, children }: DashboardTimeRangeProviderProps) {
  return <Context.Provider value={{ range, reloadKey }}>{children}</Context.Provider>;
}

/**
 * The time range the dashboard shows (section 9's picker) and its reload key,
 * for a card's body that draws its own trend; `last-1-week` outside a dashboard.
 *
 * @example
 * ```tsx
 * const { range } = useDashboardTimeRange();
 * const { from, to } = computeTimeRange(range, new Date());
 * ```
 */
export function useDashboardTimeRange(): DashboardTimeRange {
  return useContext(Context);
}
