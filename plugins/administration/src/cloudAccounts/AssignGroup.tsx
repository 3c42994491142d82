import { useId, useState } from 'react';
import { Button, useHttp, useNotify, usePluginTranslation } from '@palisade/sdk';
import { updateAccount } from './cloudAccountsApi';

/** Puts the selected accounts in a group (or in none). */
export function AssignGroup({ ids, groups, onDone }: { ids: string[]; groups: readonly string[]; onDone: () => void }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const id = useId();
  const [group, setGroup] = useState(groups[0] ?? '');
  const [busy, setBusy] = useState(false);
  const assign = async () => {
    setBusy(true);
    try {
      await Promise.all(ids.map((account) => updateAccount(http, Number(account), { group })));
      notify({ message: t('cloudAccounts.groups.assigned', { count: ids.length, group: group || t('cloudAccounts.groups.none') }) });
      onDone();
    } catch {
      notify({ message: t('cloudAccounts.groups.assignFailed'), error: true });
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="admin-accounts__assign">
      <label htmlFor={id}>{t('cloudAccounts.groups.moveTo')}</label>{' '}
      <select id={id} value={group} onChange={(e) => setGroup(e.target.value)}>
        {groups.map((g) => <option key={g} value={g}>{g}</option>)}
        <option value="">{t('cloudAccounts.groups.none')}</option>
      </select>{' '}
      <Button variant="secondary" loading={busy} disabled={ids.length === 0} onClick={() => void assign()}>{t('cloudAccounts.groups.assign')}</Button>
    </span>
  );
}
