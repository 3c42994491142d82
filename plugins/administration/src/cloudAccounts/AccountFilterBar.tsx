import { usePluginTranslation } from '@palisade/sdk';
import { InventoryFilterBar } from '@palisade/sdk/inventory';
import type { AccountView } from './accountView';

/** Search by name or id, and a menu each for cloud, status and group; menus apply at once, the search on submit. */
export function AccountFilterBar({ view, groups, onChange }: { view: AccountView; groups: readonly string[]; onChange: (change: Partial<AccountView>) => void }) {
  const { t } = usePluginTranslation();
  const options = {
    cloud: (['aws', 'azure'] as const).map((c) => ({ value: c, label: t(`cloudAccounts.clouds.${c}`) })),
    status: (['connected', 'pending', 'error'] as const).map((s) => ({ value: s, label: t(`cloudAccounts.statuses.${s}`) })),
    group: groups.map((g) => ({ value: g, label: g })),
  };
  return (
    <InventoryFilterBar className="admin-accounts__filters" view={view} onChange={onChange}
      labels={{ search: t('cloudAccounts.filters.search'), q: t('cloudAccounts.filters.q'), apply: t('cloudAccounts.filters.apply') }}
      menus={(['cloud', 'status', 'group'] as const).map((key) => ({ key, label: t(`cloudAccounts.filters.${key}`), options: options[key] }))} />
  );
}
