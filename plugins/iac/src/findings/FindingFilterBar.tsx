import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button, usePluginTranslation } from '@palisade/sdk';
import { MultiSelectFilter } from '@palisade/sdk/inventory';
import { type FindingView, SEVERITIES, STATUSES } from './findingView';

/** Search by rule, resource or file, and a menu each for severity, status, repository and branch; menus apply at once, the search on submit. */
export interface FindingFilterBarProps {
  view: FindingView;
  /** Repositories and branches scanned lately: the menus' choices, besides those the view already picks. */
  scanned: { repository: readonly string[]; branch: readonly string[] };
  onChange: (change: Partial<FindingView>) => void;
}

export function FindingFilterBar({ view, scanned, onChange }: FindingFilterBarProps) {
  const { t } = usePluginTranslation();
  const id = useId();
  const [q, setQ] = useState(view.texts.q ?? '');
  useEffect(() => setQ(view.texts.q ?? ''), [view.texts.q]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ texts: q.trim() ? { q: q.trim() } : {} });
  };
  const known = (key: 'repository' | 'branch') => [...new Set([...scanned[key], ...(view.lists[key] ?? [])])].map((v) => ({ value: v, label: v }));
  const menus = {
    severity: SEVERITIES.map((s) => ({ value: s, label: t(`findings.severity.${s}`) })),
    status: STATUSES.map((s) => ({ value: s, label: t(`findings.status.${s}`) })),
    repository: known('repository'),
    branch: known('branch'),
  };
  return (
    <div className="iac-filters">
      <form role="search" onSubmit={submit} aria-label={t('findings.filter.search')}>
        <label htmlFor={id}>{t('findings.filter.q')}</label>{' '}
        <input id={id} type="search" value={q} onChange={(e) => setQ(e.target.value)} />{' '}
        <Button type="submit" variant="secondary">{t('findings.filter.apply')}</Button>
      </form>
      {(['severity', 'status', 'repository', 'branch'] as const).map((key) => (
        <MultiSelectFilter key={key} label={t(`findings.filter.${key}`)} options={menus[key]} values={view.lists[key] ?? []}
          onChange={(values) => onChange({ lists: { ...view.lists, [key]: values } })} />
      ))}
    </div>
  );
}
