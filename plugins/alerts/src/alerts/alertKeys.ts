import type { AlertKind } from './alertsApi';

/**
 * The alerts plugin's query keys, one family per resource: an action
 * invalidates the lists and details it changed, a deleted ignore rule the
 * rules. `filters` is the view's URL form without page and selection.
 */
export const alertKeys = {
  lists: () => ['alerts', 'list'] as const,
  list: (filters: string, page: number) => ['alerts', 'list', filters, page] as const,
  facets: (kind: AlertKind) => ['alerts', 'facets', kind] as const,
  details: () => ['alerts', 'detail'] as const,
  detail: (id: string, filters: string) => ['alerts', 'detail', id, filters] as const,
  ignoreRules: () => ['alerts', 'ignoreRules'] as const,
};
