import { type FilterChip, viewChips } from '@palisade/sdk/inventory';
import type { TFunction } from 'i18next';
import type { IdentityFacets } from './identitiesApi';
import { cloudName } from './identityColumns';
import type { IdentityList, IdentityText, IdentityView } from './identityView';

/** The view's filters as chips, values by the names the user reads. */
export function identityChips(view: IdentityView, facets: IdentityFacets | null, t: TFunction, onChange: (change: Partial<IdentityView>) => void): FilterChip[] {
  const valueLabel = (key: IdentityList, value: string) => {
    if (key === 'cloud') return cloudName(value);
    if (key === 'account') return facets?.account.find((a) => a.value === value)?.label ?? value;
    if (key === 'type' || key === 'mfa' || key === 'flag' || key === 'risk') return t(`${key}.${value}`);
    return value;
  };
  return viewChips<IdentityList, IdentityText>(view, { label: (key) => t(`filter.${key}`), valueLabel, onChange });
}
