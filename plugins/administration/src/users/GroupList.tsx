import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { GroupSummary } from '@palisade/contracts';
import { Button, Loading, ServerError, useAccess, useHttp, usePluginTranslation } from '@palisade/sdk';
import { adminKeys } from '../shared/adminKeys';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { loadState } from '../shared/loadState';
import { useInvalidate } from '../shared/useInvalidate';
import { useRemoval } from '../shared/useRemoval';
import { AppLink } from './subPath';
import { deleteGroup, fetchGroups, USERS_PATH } from './usersApi';

/** The tenant's groups with their role and member count. */
export function GroupList() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const canManage = useAccess().can('MANAGE_ADMINISTRATION');
  const state = loadState(useQuery({ queryKey: adminKeys.groups(), queryFn: ({ signal }) => fetchGroups(http, signal) }));
  // Users list their groups' names; roles list the groups that use them.
  const changed = useInvalidate(adminKeys.groups(), adminKeys.users(), adminKeys.roles());
  const remove = useRemoval((group: GroupSummary) => deleteGroup(http, group.id), (group) => t('users.group.deleted', { name: group.name }), changed);
  const [deleting, setDeleting] = useState<GroupSummary | null>(null);
  return (
    <div>
      <div className="admin-users__toolbar">
        {canManage ? (
          <AppLink className="pl-button pl-button--primary" href={`${USERS_PATH}/groups/new`}>{t('users.group.create')}</AppLink>
        ) : (
          <p className="admin-users__readonly">{t('form.readOnly')}</p>
        )}
      </div>
      {state.status === 'loading' && <Loading label={t('users.loadingGroups')} />}
      {state.status === 'error' && <ServerError error={state.error} message={t('users.groupsLoadFailed')} onRetry={state.retry} />}
      {state.status === 'ready' && (
        <table className="admin-users__table" aria-label={t('users.group.listLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('users.group.name')}</th><th scope="col">{t('users.group.role')}</th><th scope="col">{t('users.group.members')}</th>
              <th scope="col"><span className="pl-visually-hidden">{t('users.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {state.data[0].groups.map((g) => (
              <tr key={g.id}>
                <td>{canManage ? <AppLink href={`${USERS_PATH}/groups/${encodeURIComponent(g.id)}`}>{g.name}</AppLink> : g.name}</td>
                <td>{g.role.name}</td>
                <td>{g.memberCount}</td>
                <td className="admin-users__row-actions">
                  {canManage && (
                    <Button variant="danger" aria-label={t('users.group.deleteGroup', { name: g.name })} onClick={() => setDeleting(g)}>{t('users.delete')}</Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('users.group.confirmDelete', { name: deleting.name })}
          description={t('users.group.confirmDeleteText')}
          confirmLabel={t('users.delete')}
          danger
          onConfirm={() => remove.mutateAsync(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
