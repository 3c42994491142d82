import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button, TimeRangePicker, usePluginTranslation } from '@palisade/sdk';
import { SEVERITIES, STATUSES, type Facets } from './alertsApi';
import type { AlertView, ListFilter, TextFilter } from './alertView';

export interface FilterBarProps {
  view: AlertView;
  facets: Facets | null;
  onChange: (change: Partial<AlertView>) => void;
}

type Option = { value: string; label: string };

/** Every column's filter, the free-text search and the time range. Lists apply at once; typed values apply on submit. */
export function FilterBar({ view, facets, onChange }: FilterBarProps) {
  const { t } = usePluginTranslation();
  const [texts, setTexts] = useState(view.texts);
  useEffect(() => setTexts(view.texts), [view.texts]);
  const setList = (key: ListFilter, values: string[]) => onChange({ lists: { ...view.lists, [key]: values } });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ texts: Object.fromEntries(Object.entries(texts).filter(([, v]) => v)) });
  };
  const text = (key: TextFilter, type: 'search' | 'text' | 'number' = 'text') => (
    <TextField key={key} label={t(`filter.${key}`)} type={type} value={texts[key] ?? ''} onChange={(v) => setTexts({ ...texts, [key]: v })} />
  );
  const f = facets;
  const selects: [ListFilter, Option[]][] = [
    ['policy', f?.policies.map((p) => ({ value: p.id, label: p.name })) ?? []],
    ['cloud', [{ value: 'aws', label: 'AWS' }, { value: 'azure', label: 'Azure' }]],
    ['account', f?.accounts.map((a) => ({ value: String(a.id), label: a.name })) ?? []],
    ['region', f?.regions.map(opt) ?? []],
    ['assetCategory', f?.assetCategories.map(opt) ?? []],
    ['assetType', f?.assetTypes.map(opt) ?? []],
    ['businessUnit', f?.businessUnits.map(opt) ?? []],
    ['complianceControl', f?.complianceControls.map(opt) ?? []],
    ...(view.kind === 'iac' ? [['repository', f?.repositories.map(opt) ?? []], ['branch', f?.branches.map(opt) ?? []]] as [ListFilter, Option[]][] : []),
  ];
  const active = Object.values(view.lists).some((v) => v?.length) || Object.values(view.texts).some(Boolean) || view.range !== null;

  return (
    <div className="alerts-filters">
      <form role="search" aria-label={t('filter.label')} onSubmit={submit} className="alerts-filter-texts">
        {text('q', 'search')}
        {text('resource')}
        {view.kind === 'iac' && text('filePath')}
        {text('ageMin', 'number')}
        {text('ageMax', 'number')}
        <Button type="submit" variant="secondary">{t('filter.apply')}</Button>
      </form>
      <div className="alerts-filter-lists">
        <Checkboxes legend={t('filter.severity')} options={SEVERITIES.map(opt)} values={view.lists.severity ?? []} onChange={(v) => setList('severity', v)} />
        <Checkboxes legend={t('filter.status')} options={STATUSES.map(opt)} values={view.lists.status ?? []} onChange={(v) => setList('status', v)} />
        {selects.map(([key, options]) => (
          <SelectField key={key} label={t(`filter.${key}`)} any={t('filter.any')} options={options} value={view.lists[key]?.[0] ?? ''}
            onChange={(v) => setList(key, v ? [v] : [])} />
        ))}
        <span className="alerts-range">
          <label>
            <input type="checkbox" checked={view.range !== null} onChange={(e) => onChange({ range: e.target.checked ? 'last-1-week' : null })} />
            {t('filter.limitLastSeen')}
          </label>
          {view.range !== null && <TimeRangePicker label={t('filter.lastSeen')} value={view.range} onChange={(range) => onChange({ range })} />}
        </span>
        {active && (
          <Button variant="secondary" onClick={() => onChange({ lists: {}, texts: {}, range: null })}>{t('filter.clear')}</Button>
        )}
      </div>
    </div>
  );
}

const opt = (value: string): Option => ({ value, label: value });

function TextField({ label, type, value, onChange }: { label: string; type: string; value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <span className="alerts-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} value={value} min={type === 'number' ? 0 : undefined} onChange={(e) => onChange(e.target.value)} />
    </span>
  );
}

function SelectField({ label, any, options, value, onChange }: { label: string; any: string; options: Option[]; value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <span className="alerts-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{any}</option>
        {value && !options.some((o) => o.value === value) && <option value={value}>{value}</option>}
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </span>
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
