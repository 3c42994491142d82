import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { UpdateUserRequest } from '@palisade/contracts';
import { Button, Loading, navigateTo, ServerError, useAccess, useHttp, useNotify, usePluginTranslation, useSession } from '@palisade/sdk';
import { adminKeys } from '../shared/adminKeys';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { loadState } from '../shared/loadState';
import { useInvalidate } from '../shared/useInvalidate';
import { EffectiveAccess } from './EffectiveAccess';
import { UserEditForm } from './UserEditForm';
import { deleteUser, fetchGroups, fetchUser, setEnabled, USERS_PATH } from './usersApi';

/** One user: their details and groups (editable with MANAGE_ADMINISTRATION), what they may open, and disable/enable/delete. */
export function UserDetailPage({ id }: { id: string }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const session = useSession();
  const canManage = useAccess().can('MANAGE_ADMINISTRATION');
  const state = loadState(
    useQuery({ queryKey: adminKeys.user(id), queryFn: ({ signal }) => fetchUser(http, id, signal) }),
    useQuery({ queryKey: adminKeys.groups(), queryFn: ({ signal }) => fetchGroups(http, signal) }),
  );
  // A user's details, status and groups show in the user lists and in the groups' member counts.
  const changed = useInvalidate(adminKeys.users(), adminKeys.groups());
  const change = useMutation({
    mutationFn: ({ kind, userId }: { kind: 'disable' | 'enable' | 'delete'; userId: string; email: string }): Promise<unknown> =>
      kind === 'delete' ? deleteUser(http, userId) : setEnabled(http, userId, kind === 'enable'),
    onSuccess: (_response, { kind, email }) => {
      notify({ message: t(`users.done.${kind}`, { email }) });
      if (kind === 'delete') navigateTo(USERS_PATH);
      void changed();
    },
  });
  const [pending, setPending] = useState<'disable' | 'enable' | 'delete' | null>(null);
  if (state.status === 'loading') return <Loading label={t('users.loadingUser')} />;
  if (state.status === 'error') return <ServerError error={state.error} message={t('users.userLoadFailed')} onRetry={state.retry} />;
  const [{ user }, { groups }] = state.data;
  const self = session.status === 'signed-in' && session.user.email === user.email;
  const protectedUser = self || user.breakglass;

  return (
    <div className="admin-users__detail">
      <h2>{user.name} <span className="admin-users__muted">{user.email}</span></h2>
      <p>
        <span className={`admin-users__status admin-users__status--${user.status}`}>{t(`users.status.${user.status}`)}</span>{' '}
        {user.breakglass && <span className="admin-users__badge">{t('users.breakglass')}</span>}
      </p>
      {canManage ? (
        <UserEditForm user={user} groups={groups} defaultValues={{ name: user.name, groupIds: user.groups.map((g) => g.id) } satisfies UpdateUserRequest} onSaved={changed} />
      ) : (
        <>
          <p className="admin-users__readonly">{t('form.readOnly')}</p>
          <p>{t('users.groups')}: {user.groups.map((g) => g.name).join(', ')}</p>
        </>
      )}
      {canManage && (
        <div className="admin-users__danger">
          {protectedUser ? <p>{t(self ? 'users.selfProtected' : 'users.breakglassProtected')}</p> : (
            <>
              <Button variant="secondary" onClick={() => setPending(user.status === 'disabled' ? 'enable' : 'disable')}>
                {t(user.status === 'disabled' ? 'users.enable' : 'users.disable')}
              </Button>
              <Button variant="danger" onClick={() => setPending('delete')}>{t('users.delete')}</Button>
            </>
          )}
        </div>
      )}
      <EffectiveAccess access={user.access} />
      {pending && (
        <ConfirmDialog
          title={t(`users.confirm.${pending}.title`, { email: user.email })}
          description={t(`users.confirm.${pending}.text`, { email: user.email })}
          confirmLabel={t(`users.${pending}`)}
          danger={pending !== 'enable'}
          onConfirm={() => change.mutateAsync({ kind: pending, userId: user.id, email: user.email })}
          onClose={() => setPending(null)}
        />
      )}
    </div>
  );
}
