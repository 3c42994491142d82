import { type FilterChip, viewChips } from '@palisade/sdk/inventory';
import type { TFunction } from 'i18next';
import type { AssetFacets } from './assetsApi';
import { cloudName } from './assetColumns';
import type { AssetList, AssetText, AssetView } from './assetView';

/** The view's filters as chips, values by the names the user reads (an account's name for its id, Yes for true). */
export function assetChips(view: AssetView, facets: AssetFacets | null, t: TFunction, onChange: (change: Partial<AssetView>) => void): FilterChip[] {
  const valueLabel = (key: AssetList, value: string) => {
    if (key === 'cloud') return cloudName(value);
    if (key === 'exposed' || key === 'hasCritical') return value === 'true' ? t('filter.yes') : t('filter.no');
    if (key === 'account') return facets?.account.find((a) => a.value === value)?.label ?? value;
    return value;
  };
  const label = (key: AssetList | AssetText) => t(`filter.${key}`);
  return viewChips<AssetList, AssetText>(view, { label, valueLabel, onChange });
}
