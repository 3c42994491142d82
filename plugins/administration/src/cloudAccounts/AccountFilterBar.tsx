import { usePluginTranslation } from '@palisade/sdk';
import type { AccountFilters } from './cloudAccountsApi';

/** Filters of the account list: cloud, status and account group. */
export function AccountFilterBar({ filters, groups, onChange }: { filters: AccountFilters; groups: readonly string[]; onChange: (next: AccountFilters) => void }) {
  const { t } = usePluginTranslation();
  const select = (key: keyof AccountFilters, label: string, options: readonly (readonly [string, string])[]) => (
    <label>
      {label}{' '}
      <select value={filters[key]} onChange={(e) => onChange({ ...filters, [key]: e.target.value })}>
        <option value="">{t('cloudAccounts.any')}</option>
        {options.map(([value, text]) => <option key={value} value={value}>{text}</option>)}
      </select>
    </label>
  );
  return (
    <div style={{ display: 'flex', gap: '1rem', margin: '0.5rem 0' }}>
      {select('cloud', t('cloudAccounts.filterCloud'), [['aws', t('cloudAccounts.clouds.aws')], ['azure', t('cloudAccounts.clouds.azure')]])}
      {select('status', t('cloudAccounts.filterStatus'), (['connected', 'pending', 'error'] as const).map((s) => [s, t(`cloudAccounts.statuses.${s}`)] as const))}
      {select('group', t('cloudAccounts.filterGroup'), groups.map((g) => [g, g] as const))}
    </div>
  );
}
