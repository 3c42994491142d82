import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RoleSummary } from '@palisade/contracts';
import { Button, Loading, ServerError, useAccess, useHttp, usePluginTranslation } from '@palisade/sdk';
import { adminKeys } from '../shared/adminKeys';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { loadState } from '../shared/loadState';
import { useInvalidate } from '../shared/useInvalidate';
import { useRemoval } from '../shared/useRemoval';
import { AppLink } from '../users/subPath';
import { deleteRole, fetchRoles, ROLES_PATH } from './rolesApi';

/** Roles with what they grant and who uses them; custom roles can be deleted when nobody does. */
export function RoleList() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const canManage = useAccess().can('MANAGE_ADMINISTRATION');
  const state = loadState(useQuery({ queryKey: adminKeys.roleList(), queryFn: ({ signal }) => fetchRoles(http, signal) }));
  const changed = useInvalidate(adminKeys.roles());
  const remove = useRemoval((role: RoleSummary) => deleteRole(http, role.id), (role) => t('roles.deleted', { name: role.name }), changed);
  const [deleting, setDeleting] = useState<RoleSummary | null>(null);
  return (
    <div>
      <div className="admin-users__toolbar">
        {canManage ? (
          <AppLink className="pl-button pl-button--primary" href={`${ROLES_PATH}/new`}>{t('roles.create')}</AppLink>
        ) : (
          <p className="admin-users__readonly">{t('form.readOnly')}</p>
        )}
      </div>
      {state.status === 'loading' && <Loading label={t('roles.loading')} />}
      {state.status === 'error' && <ServerError error={state.error} message={t('roles.loadFailed')} onRetry={state.retry} />}
      {state.status === 'ready' && (
        <table className="admin-users__table" aria-label={t('roles.listLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('roles.name')}</th><th scope="col">{t('roles.type')}</th><th scope="col">{t('roles.grants')}</th>
              <th scope="col">{t('roles.usedBy')}</th><th scope="col"><span className="pl-visually-hidden">{t('users.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {state.data[0].roles.map((r) => (
              <tr key={r.id}>
                <td><AppLink href={`${ROLES_PATH}/${encodeURIComponent(r.id)}`}>{r.name}</AppLink>{r.description && <div className="admin-users__muted">{r.description}</div>}</td>
                <td>{r.builtin ? t('roles.builtin') : t('roles.custom')}</td>
                <td>{t('roles.grantCounts', { modules: r.modules.length + r.pluginModules.length, apps: r.dashboard.length, actions: r.actions.length })}</td>
                <td>{[...r.usage.groups.map((g) => g.name), ...r.usage.apiKeys.map((k) => t('roles.apiKey', { name: k.name }))].join(', ') || t('roles.unused')}</td>
                <td className="admin-users__row-actions">
                  {canManage && !r.builtin && (
                    <Button variant="danger" aria-label={t('roles.deleteRole', { name: r.name })} onClick={() => setDeleting(r)}>{t('users.delete')}</Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('roles.confirmDelete', { name: deleting.name })}
          description={t('roles.confirmDeleteText')}
          confirmLabel={t('users.delete')}
          danger
          onConfirm={() => remove.mutateAsync(deleting)}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
