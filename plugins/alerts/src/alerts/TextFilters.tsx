import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button, usePluginTranslation } from '@palisade/sdk';
import type { AlertView, TextFilter } from './alertView';

export interface TextFiltersProps {
  view: AlertView;
  onChange: (change: Partial<AlertView>) => void;
}

type Draft = Partial<Record<TextFilter | 'ids', string>>;

const draftOf = (view: AlertView): Draft => ({ ...view.texts, ...(view.lists.ids ? { ids: view.lists.ids.join(', ') } : {}) });

/** Typed filters (search, alert ids, resource, IaC file/commit/line, age); they apply on submit, not per keystroke. */
export function TextFilters({ view, onChange }: TextFiltersProps) {
  const { t } = usePluginTranslation();
  const [draft, setDraft] = useState<Draft>(() => draftOf(view));
  // Only a change of these filters (a link, Clear filters) replaces what is typed, not a change of another filter.
  const applied = JSON.stringify(draftOf(view));
  useEffect(() => setDraft(JSON.parse(applied) as Draft), [applied]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { ids, ...texts } = draft;
    onChange({
      texts: Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, v?.trim()]).filter(([, v]) => v)),
      lists: { ...view.lists, ids: (ids ?? '').split(/[\s,]+/).filter(Boolean) },
    });
  };
  const field = (key: TextFilter | 'ids', type: 'search' | 'text' | 'number' = 'text', min?: number) => (
    <TextField key={key} label={t(`filter.${key}`)} type={type} min={min} value={draft[key] ?? ''} onChange={(v) => setDraft({ ...draft, [key]: v })}
      // The server takes a commit prefix of 4+ characters; the browser says so before sending.
      minLength={key === 'commit' ? 4 : undefined} />
  );
  return (
    <form role="search" aria-label={t('filter.label')} onSubmit={submit} className="alerts-filter-texts">
      {field('q', 'search')}
      {field('ids')}
      {field('resource')}
      {view.kind === 'iac' && <>{field('filePath')}{field('commit')}{field('line', 'number', 1)}</>}
      {field('ageMin', 'number', 0)}
      {field('ageMax', 'number', 0)}
      <Button type="submit" variant="secondary">{t('filter.apply')}</Button>
    </form>
  );
}

function TextField({ label, type, min, minLength, value, onChange }: {
  label: string; type: string; min?: number; minLength?: number; value: string; onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <span className="alerts-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type={type} value={value} min={min} minLength={minLength} onChange={(e) => onChange(e.target.value)} />
    </span>
  );
}
