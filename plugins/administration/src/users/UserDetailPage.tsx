import { useState } from 'react';
import type { GroupSummary, UpdateUserRequest, UserDetail } from '@palisade/contracts';
import { Button, Loading, navigateTo, ServerError, useAccess, useHttp, useNotify, usePluginTranslation, useSession } from '@palisade/sdk';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { EffectiveAccess } from './EffectiveAccess';
import { useLoad } from '../shared/useLoad';
import { UserEditForm } from './UserEditForm';
import { deleteUser, fetchGroups, fetchUser, setEnabled, USERS_PATH } from './usersApi';

type Loaded = { user: UserDetail; groups: GroupSummary[] };

/** One user: their details and groups (editable with MANAGE_ADMINISTRATION), what they may open, and disable/enable/delete. */
export function UserDetailPage({ id }: { id: string }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const session = useSession();
  const canManage = useAccess().can('MANAGE_ADMINISTRATION');
  const [state, reload] = useLoad<Loaded>(`user:${id}`, async (signal) => {
    const [{ user }, { groups }] = await Promise.all([fetchUser(http, id, signal), fetchGroups(http, signal)]);
    return { user, groups };
  });
  const [pending, setPending] = useState<'disable' | 'enable' | 'delete' | null>(null);
  if (state.status === 'loading') return <Loading label={t('users.loadingUser')} />;
  if (state.status === 'error') return <ServerError error={state.error} message={t('users.userLoadFailed')} onRetry={reload} />;
  const { user, groups } = state.data;
  const self = session.status === 'signed-in' && session.user.email === user.email;
  const protectedUser = self || user.breakglass;

  const run = async (kind: 'disable' | 'enable' | 'delete') => {
    if (kind === 'delete') await deleteUser(http, user.id);
    else await setEnabled(http, user.id, kind === 'enable');
    notify({ message: t(`users.done.${kind}`, { email: user.email }) });
    if (kind === 'delete') navigateTo(USERS_PATH);
    else reload();
  };

  return (
    <div className="admin-users__detail">
      <h2>{user.name} <span className="admin-users__muted">{user.email}</span></h2>
      <p>
        <span className={`admin-users__status admin-users__status--${user.status}`}>{t(`users.status.${user.status}`)}</span>{' '}
        {user.breakglass && <span className="admin-users__badge">{t('users.breakglass')}</span>}
      </p>
      {canManage ? (
        <UserEditForm user={user} groups={groups} defaultValues={{ name: user.name, groupIds: user.groups.map((g) => g.id) } satisfies UpdateUserRequest} onSaved={reload} />
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
          onConfirm={() => run(pending)}
          onClose={() => setPending(null)}
        />
      )}
    </div>
  );
}
