import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button, usePluginTranslation } from '@palisade/sdk';
import { MultiSelectFilter } from '@palisade/sdk/inventory';
import type { AccountView } from './accountView';

/** Search by name or id, and a menu each for cloud, status and group; menus apply at once, the search on submit. */
export function AccountFilterBar({ view, groups, onChange }: { view: AccountView; groups: readonly string[]; onChange: (change: Partial<AccountView>) => void }) {
  const { t } = usePluginTranslation();
  const id = useId();
  const [q, setQ] = useState(view.texts.q ?? '');
  useEffect(() => setQ(view.texts.q ?? ''), [view.texts.q]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ texts: q.trim() ? { q: q.trim() } : {} });
  };
  const menus = {
    cloud: (['aws', 'azure'] as const).map((c) => ({ value: c, label: t(`cloudAccounts.clouds.${c}`) })),
    status: (['connected', 'pending', 'error'] as const).map((s) => ({ value: s, label: t(`cloudAccounts.statuses.${s}`) })),
    group: groups.map((g) => ({ value: g, label: g })),
  };
  return (
    <div className="admin-accounts__filters">
      <form role="search" onSubmit={submit} aria-label={t('cloudAccounts.filters.search')}>
        <label htmlFor={id}>{t('cloudAccounts.filters.q')}</label>{' '}
        <input id={id} type="search" value={q} onChange={(e) => setQ(e.target.value)} />{' '}
        <Button type="submit" variant="secondary">{t('cloudAccounts.filters.apply')}</Button>
      </form>
      {(['cloud', 'status', 'group'] as const).map((key) => (
        <MultiSelectFilter key={key} label={t(`cloudAccounts.filters.${key}`)} options={menus[key]} values={view.lists[key] ?? []}
          onChange={(values) => onChange({ lists: { ...view.lists, [key]: values } })} />
      ))}
    </div>
  );
}
