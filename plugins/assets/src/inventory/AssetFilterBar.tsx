import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button, usePluginTranslation } from '@palisade/sdk';
import { type FilterOption, MultiSelectFilter } from '@palisade/sdk/inventory';
import type { AssetFacets } from './assetsApi';
import { cloudName } from './assetColumns';
import type { AssetList, AssetView } from './assetView';

export interface AssetFilterBarProps {
  view: AssetView;
  facets: AssetFacets | null;
  onChange: (change: Partial<AssetView>) => void;
}

const MENUS = ['cloud', 'account', 'region', 'service', 'type', 'category', 'businessUnit', 'exposed', 'hasCritical', 'tagValue'] as const satisfies readonly AssetList[];

/** Search, tag key and a menu per filter, each value with its count under the other filters. Menus apply at once; typed values on submit. */
export function AssetFilterBar({ view, facets, onChange }: AssetFilterBarProps) {
  const { t } = usePluginTranslation();
  const options = (key: (typeof MENUS)[number]): FilterOption[] => (facets?.[key] ?? []).map((f) => ({
    value: f.value,
    label: `${key === 'cloud' ? cloudName(f.value) : key === 'exposed' || key === 'hasCritical' ? t(f.value === 'true' ? 'filter.yes' : 'filter.no') : f.label} (${f.count.toLocaleString()})`,
  }));
  return (
    <div className="assets-filters">
      <TextFilters view={view} onChange={onChange} />
      <div className="assets-filter-lists">
        {MENUS.filter((key) => key !== 'tagValue' || view.texts.tagKey).map((key) => (
          <MultiSelectFilter key={key} label={t(`filter.${key}`)} options={options(key)} values={view.lists[key] ?? []}
            onChange={(values) => onChange({ lists: { ...view.lists, [key]: values } })} />
        ))}
      </div>
    </div>
  );
}

function TextFilters({ view, onChange }: Pick<AssetFilterBarProps, 'view' | 'onChange'>) {
  const { t } = usePluginTranslation();
  const qId = useId();
  const tagId = useId();
  const [q, setQ] = useState(view.texts.q ?? '');
  const [tagKey, setTagKey] = useState(view.texts.tagKey ?? '');
  // A link or Clear filters replaces what is typed.
  useEffect(() => setQ(view.texts.q ?? ''), [view.texts.q]);
  useEffect(() => setTagKey(view.texts.tagKey ?? ''), [view.texts.tagKey]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const key = tagKey.trim();
    const keyChanged = key !== (view.texts.tagKey ?? '');
    onChange({
      texts: { ...(q.trim() ? { q: q.trim() } : {}), ...(key ? { tagKey: key } : {}) },
      // Tag values belong to their key.
      lists: keyChanged ? { ...view.lists, tagValue: [] } : view.lists,
    });
  };
  return (
    <form role="search" aria-label={t('filter.label')} onSubmit={submit} className="assets-filter-texts">
      <span className="assets-field">
        <label htmlFor={qId}>{t('filter.q')}</label>
        <input id={qId} type="search" value={q} onChange={(e) => setQ(e.target.value)} />
      </span>
      <span className="assets-field">
        <label htmlFor={tagId}>{t('filter.tagKey')}</label>
        <input id={tagId} type="text" value={tagKey} onChange={(e) => setTagKey(e.target.value)} />
      </span>
      <Button type="submit" variant="secondary">{t('filter.apply')}</Button>
    </form>
  );
}
