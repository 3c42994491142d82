import { usePluginTranslation } from '@palisade/sdk';
import type { CloudAccountView } from './cloudAccountsApi';

/** One row per account: cloud, name, id, group, status (an error says why), last and next scan, asset and open-alert counts. */
export function CloudAccountsTable({ items }: { items: readonly CloudAccountView[] }) {
  const { t } = usePluginTranslation();
  const when = (at: number | null) => (at === null ? t('cloudAccounts.never') : new Date(at).toLocaleString());
  return (
    <table aria-label={t('cloudAccounts.listLabel')} style={{ width: '100%', borderCollapse: 'collapse' }}>
      <thead>
        <tr>
          {(['cloud', 'name', 'externalId', 'group', 'status', 'lastScan', 'nextScan', 'assets', 'openAlerts'] as const).map((key) => (
            <th key={key} scope="col">{t(`cloudAccounts.${key}`)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {items.map((a) => (
          <tr key={a.id}>
            <td>{t(`cloudAccounts.clouds.${a.cloud}`)}</td>
            <td>{a.name}</td>
            <td><code>{a.externalId}</code></td>
            <td>{a.group || t('cloudAccounts.noGroup')}</td>
            <td>
              {t(`cloudAccounts.statuses.${a.status}`)}
              {a.status === 'error' && <div>{a.statusReason}</div>}
            </td>
            <td>{when(a.lastScanAt)}</td>
            <td>{when(a.nextScanAt)}</td>
            <td>{a.assets}</td>
            <td>{a.openAlerts}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
