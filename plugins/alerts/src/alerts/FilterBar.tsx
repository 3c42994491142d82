import { Button, usePluginTranslation } from '@palisade/sdk';
import { SEVERITIES, STATUSES, type Facets } from './alertsApi';
import { type AlertView, hasFilters, type ListFilter, NO_FILTERS } from './alertView';
import { listOptions } from './listOptions';
import { MultiSelect, type Option } from './MultiSelect';
import { RangeFilter } from './RangeFilter';
import { TextFilters } from './TextFilters';

export interface FilterBarProps {
  view: AlertView;
  facets: Facets | null;
  onChange: (change: Partial<AlertView>) => void;
}

const opt = (value: string): Option => ({ value, label: value });

/** Every column's filter, the free-text search and the time ranges. Lists apply at once; typed values apply on submit. */
export function FilterBar({ view, facets, onChange }: FilterBarProps) {
  const { t } = usePluginTranslation();
  const setList = (key: ListFilter, values: string[]) => onChange({ lists: { ...view.lists, [key]: values } });
  return (
    <div className="alerts-filters">
      <TextFilters view={view} onChange={onChange} />
      <div className="alerts-filter-lists">
        <Checkboxes legend={t('filter.severity')} options={SEVERITIES.map(opt)} values={view.lists.severity ?? []} onChange={(v) => setList('severity', v)} />
        <Checkboxes legend={t('filter.status')} options={STATUSES.map(opt)} values={view.lists.status ?? []} onChange={(v) => setList('status', v)} />
        {listOptions(view.kind, facets).map(([key, options]) => (
          <MultiSelect key={key} label={t(`filter.${key}`)} options={options} values={view.lists[key] ?? []} onChange={(v) => setList(key, v)} />
        ))}
      </div>
      <div className="alerts-filter-lists">
        <RangeFilter toggle={t('filter.limitLastSeen')} label={t('filter.lastSeen')} value={view.range} onChange={(range) => onChange({ range })} />
        <RangeFilter toggle={t('filter.limitFirstSeen')} label={t('filter.firstSeen')} value={view.firstRange} onChange={(firstRange) => onChange({ firstRange })} />
        {hasFilters(view) && <Button variant="secondary" onClick={() => onChange(NO_FILTERS)}>{t('filter.clear')}</Button>}
      </div>
    </div>
  );
}

function Checkboxes({ legend, options, values, onChange }: { legend: string; options: Option[]; values: string[]; onChange: (v: string[]) => void }) {
  return (
    <fieldset className="alerts-checks">
      <legend>{legend}</legend>
      {options.map((o) => (
        <label key={o.value}>
          <input type="checkbox" checked={values.includes(o.value)}
            onChange={(e) => onChange(e.target.checked ? [...values, o.value] : values.filter((v) => v !== o.value))} />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}
