import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button, usePluginTranslation } from '@palisade/sdk';
import { type FilterOption, MultiSelectFilter } from '@palisade/sdk/inventory';
import type { IdentityFacets } from './identitiesApi';
import { cloudName } from './identityColumns';
import type { IdentityList, IdentityText, IdentityView } from './identityView';

export interface IdentityFilterBarProps {
  view: IdentityView;
  facets: IdentityFacets | null;
  onChange: (change: Partial<IdentityView>) => void;
}

const NUMBERS = ['minScore', 'keyAgeOver', 'inactiveOver', 'unusedAtLeast'] as const satisfies readonly IdentityText[];

/** Search, thresholds and a menu per filter, each value with its count under the other filters. Menus apply at once; typed values on submit. */
export function IdentityFilterBar({ view, facets, onChange }: IdentityFilterBarProps) {
  const { t } = usePluginTranslation();
  const options = (key: IdentityList): FilterOption[] => (facets?.[key] ?? []).map((f) => ({
    value: f.value,
    label: `${key === 'cloud' ? cloudName(f.value) : key === 'account' ? f.label ?? f.value : t(`${key}.${f.value}`)} (${f.count.toLocaleString()})`,
  }));
  return (
    <div className="identities-filters">
      <TextFilters view={view} onChange={onChange} />
      <div className="identities-filter-lists">
        {(['risk', 'flag', 'mfa', 'type', 'cloud', 'account'] as const).map((key) => (
          <MultiSelectFilter key={key} label={t(`filter.${key}`)} options={options(key)} values={view.lists[key] ?? []}
            onChange={(values) => onChange({ lists: { ...view.lists, [key]: values } })} />
        ))}
      </div>
    </div>
  );
}

function TextFilters({ view, onChange }: Pick<IdentityFilterBarProps, 'view' | 'onChange'>) {
  const { t } = usePluginTranslation();
  const id = useId();
  const [texts, setTexts] = useState(view.texts);
  // A link or Clear filters replaces what is typed.
  useEffect(() => setTexts(view.texts), [view.texts]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ texts: Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, (v ?? '').trim()]).filter(([, v]) => v)) });
  };
  return (
    <form role="search" aria-label={t('filter.label')} onSubmit={submit} className="identities-filter-texts">
      <span className="identities-field">
        <label htmlFor={`${id}-q`}>{t('filter.q')}</label>
        <input id={`${id}-q`} type="search" value={texts.q ?? ''} onChange={(e) => setTexts({ ...texts, q: e.target.value })} />
      </span>
      <span className="identities-field">
        <label htmlFor={`${id}-policy`}>{t('filter.policy')}</label>
        <input id={`${id}-policy`} type="text" value={texts.policy ?? ''} placeholder="aws:AdministratorAccess" onChange={(e) => setTexts({ ...texts, policy: e.target.value })} />
      </span>
      {NUMBERS.map((key) => (
        <span key={key} className="identities-field">
          <label htmlFor={`${id}-${key}`}>{t(`filter.${key}`)}</label>
          <input id={`${id}-${key}`} type="number" min={0} max={key === 'minScore' || key === 'unusedAtLeast' ? 100 : 10000} inputMode="numeric"
            value={texts[key] ?? ''} onChange={(e) => setTexts({ ...texts, [key]: e.target.value })} />
        </span>
      ))}
      <Button type="submit" variant="secondary">{t('filter.apply')}</Button>
    </form>
  );
}
