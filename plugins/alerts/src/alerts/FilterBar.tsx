import { usePluginTranslation } from '@palisade/sdk';
import { SEVERITIES, STATUSES, type Facets } from './alertsApi';
import type { AlertView, ListFilter } from './alertView';
import { listOptions } from './listOptions';
import { type FilterOption as Option, MultiSelectFilter } from '@palisade/sdk/inventory';
import { kitLabels } from './kitLabels';
import { RangeFilter } from './RangeFilter';
import { TextFilters } from './TextFilters';

export interface FilterBarProps {
  view: AlertView;
  facets: Facets | null;
  onChange: (change: Partial<AlertView>) => void;
}

const opt = (value: string): Option => ({ value, label: value });

/** Every column's filter, the free-text search and the time ranges. Lists apply at once; typed values apply on submit; the chips clear them. */
export function FilterBar({ view, facets, onChange }: FilterBarProps) {
  const { t } = usePluginTranslation();
  const labels = kitLabels(t).multiSelect;
  const setList = (key: ListFilter, values: string[]) => onChange({ lists: { ...view.lists, [key]: values } });
  return (
    <div className="alerts-filters">
      <TextFilters view={view} onChange={onChange} />
      <div className="alerts-filter-lists">
        <Checkboxes legend={t('filter.severity')} options={SEVERITIES.map(opt)} values={view.lists.severity ?? []} onChange={(v) => setList('severity', v)} />
        <Checkboxes legend={t('filter.status')} options={STATUSES.map(opt)} values={view.lists.status ?? []} onChange={(v) => setList('status', v)} />
        {listOptions(view.kind, facets).map(([key, options]) => (
          <MultiSelectFilter key={key} label={t(`filter.${key}`)} options={options} values={view.lists[key] ?? []} onChange={(v) => setList(key, v)} labels={labels} />
        ))}
      </div>
      <div className="alerts-filter-lists">
        <RangeFilter toggle={t('filter.limitLastSeen')} label={t('filter.lastSeen')} value={view.range} onChange={(range) => onChange({ range })} />
        <RangeFilter toggle={t('filter.limitFirstSeen')} label={t('filter.firstSeen')} value={view.firstRange} onChange={(firstRange) => onChange({ firstRange })} />
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
