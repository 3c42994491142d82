import type { ApiKeyView } from '@palisade/contracts';
import { Button, usePluginTranslation } from '@palisade/sdk';

const when = (ms: number | null, never: string) => (ms === null ? never : new Date(ms).toLocaleString());

/** The tenant's keys: what identifies each (never the secret), who made it, its use and status. */
export function ApiKeyTable({ keys, canManage, onRevoke }: { keys: readonly ApiKeyView[]; canManage: boolean; onRevoke: (key: ApiKeyView) => void }) {
  const { t } = usePluginTranslation();
  if (keys.length === 0) return <p>{t('apiKeys.none')}</p>;
  return (
    <table className="admin-keys__table" aria-label={t('apiKeys.listLabel')}>
      <thead>
        <tr>
          <th scope="col">{t('apiKeys.name')}</th><th scope="col">{t('apiKeys.prefix')}</th><th scope="col">{t('apiKeys.role')}</th>
          <th scope="col">{t('apiKeys.createdBy')}</th><th scope="col">{t('apiKeys.created')}</th><th scope="col">{t('apiKeys.lastUsed')}</th>
          <th scope="col">{t('apiKeys.expires')}</th><th scope="col">{t('apiKeys.statusLabel')}</th>
          <th scope="col"><span className="pl-visually-hidden">{t('apiKeys.actions')}</span></th>
        </tr>
      </thead>
      <tbody>
        {keys.map((key) => (
          <tr key={key.id}>
            <td>{key.name}</td>
            <td><code>{key.prefix}</code></td>
            <td>{key.role.name}</td>
            <td>{key.createdByApiKey ? t('apiKeys.createdByKey', { name: key.createdByApiKey.name }) : key.createdBy?.email ?? t('apiKeys.deletedUser')}</td>
            <td>{when(key.createdAt, '')}</td>
            <td>{when(key.lastUsedAt, t('apiKeys.never'))}</td>
            <td>{when(key.expiresAt, t('apiKeys.never'))}</td>
            <td><span className={`admin-keys__status admin-keys__status--${key.status}`}>{t(`apiKeys.status.${key.status}`)}</span></td>
            <td>
              {canManage && key.status !== 'revoked' && (
                <Button variant="danger" aria-label={t('apiKeys.revokeKey', { name: key.name })} onClick={() => onRevoke(key)}>{t('apiKeys.revoke')}</Button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
