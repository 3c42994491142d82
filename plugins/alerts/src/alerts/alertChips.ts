import { TIME_RANGE_OPTIONS } from '@palisade/sdk';
import { type FilterChip, viewChips } from '@palisade/sdk/inventory';
import type { TFunction } from 'i18next';
import type { Facets } from './alertsApi';
import type { AlertView, ListFilter, TextFilter } from './alertView';

/** The view's filters as chips: lists and texts by the kit, values by their names (accounts, policies, clouds), then the time windows. */
export function alertChips(view: AlertView, facets: Facets | null, t: TFunction, onChange: (change: Partial<AlertView>) => void): FilterChip[] {
  const valueLabel = (key: ListFilter, value: string) => {
    if (key === 'cloud') return value === 'aws' ? 'AWS' : value === 'azure' ? 'Azure' : value;
    if (key === 'account') return facets?.accounts.find((a) => String(a.id) === value)?.name ?? value;
    if (key === 'policy') return facets?.policies.find((p) => p.id === value)?.name ?? value;
    return value;
  };
  const label = (key: ListFilter | TextFilter) => (key === 'ids' ? t('col.id') : t(`filter.${key}`));
  const chips = viewChips<ListFilter, TextFilter>(view, { label, valueLabel, onChange });
  const rangeLabel = (id: string) => TIME_RANGE_OPTIONS.find((o) => o.id === id)?.label ?? id;
  if (view.range) chips.push({ id: 'range', label: t('filter.lastSeen'), value: rangeLabel(view.range), onRemove: () => onChange({ range: null }) });
  if (view.firstRange) {
    chips.push({ id: 'firstSeen', label: t('filter.firstSeen'), value: rangeLabel(view.firstRange), onRemove: () => onChange({ firstRange: null }) });
  }
  return chips;
}
