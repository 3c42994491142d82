import { useState } from 'react';
import type { UserSummary } from '@palisade/contracts';
import { Button, Loading, ServerError, useAccess, useHttp, useNotify, usePluginTranslation, useSession } from '@palisade/sdk';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { AppLink } from './subPath';
import { useLoad } from '../shared/useLoad';
import { deleteUser, fetchUsers, setEnabled, USERS_PATH } from './usersApi';

type Pending = { kind: 'disable' | 'enable' | 'delete'; user: UserSummary } | null;

/** The tenant's users, searchable by name or email, with their groups and status. */
export function UserList() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const canManage = useAccess().can('MANAGE_ADMINISTRATION');
  const session = useSession();
  // The server refuses these for yourself and the breakglass admin; no point offering them.
  const protectedUser = (u: UserSummary) => u.breakglass || (session.status === 'signed-in' && session.user.email === u.email);
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [state, reload] = useLoad(`${q}|${status}`, (signal) => fetchUsers(http, q.trim(), status, signal));
  const [pending, setPending] = useState<Pending>(null);

  const run = async (p: NonNullable<Pending>) => {
    if (p.kind === 'delete') await deleteUser(http, p.user.id);
    else await setEnabled(http, p.user.id, p.kind === 'enable');
    notify({ message: t(`users.done.${p.kind}`, { email: p.user.email }) });
    reload();
  };

  return (
    <div>
      <div className="admin-users__toolbar">
        <label className="admin-users__search">
          <span>{t('users.search')}</span>
          <input type="search" value={q} maxLength={100} onChange={(e) => setQ(e.target.value)} placeholder={t('users.searchHint')} />
        </label>
        <label>
          <span>{t('users.statusFilter')}</span>
          <select value={status} onChange={(e) => setStatus(e.target.value)}>
            <option value="">{t('users.allStatuses')}</option>
            {(['active', 'invited', 'disabled'] as const).map((s) => <option key={s} value={s}>{t(`users.status.${s}`)}</option>)}
          </select>
        </label>
        {canManage ? (
          <AppLink className="pl-button pl-button--primary" href={`${USERS_PATH}/invite`}>{t('users.invite')}</AppLink>
        ) : (
          <p className="admin-users__readonly">{t('form.readOnly')}</p>
        )}
      </div>
      {state.status === 'loading' && <Loading label={t('users.loading')} />}
      {state.status === 'error' && <ServerError error={state.error} message={t('users.loadFailed')} onRetry={reload} />}
      {state.status === 'ready' && (state.data.users.length === 0 ? <p>{t('users.none')}</p> : (
        <table className="admin-users__table" aria-label={t('users.listLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('users.name')}</th><th scope="col">{t('users.email')}</th><th scope="col">{t('users.statusLabel')}</th>
              <th scope="col">{t('users.groups')}</th><th scope="col">{t('users.lastLogin')}</th><th scope="col"><span className="pl-visually-hidden">{t('users.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {state.data.users.map((u) => (
              <tr key={u.id}>
                <td><AppLink href={`${USERS_PATH}/user/${encodeURIComponent(u.id)}`}>{u.name}</AppLink>{u.breakglass && <span className="admin-users__badge">{t('users.breakglass')}</span>}</td>
                <td>{u.email}</td>
                <td><span className={`admin-users__status admin-users__status--${u.status}`}>{t(`users.status.${u.status}`)}</span></td>
                <td>{u.groups.map((g) => g.name).join(', ')}</td>
                <td>{u.lastLoginAt ? new Date(u.lastLoginAt).toLocaleString() : t('users.never')}</td>
                <td className="admin-users__row-actions">
                  {canManage && !protectedUser(u) && (
                    <>
                      <Button variant="secondary" aria-label={t(u.status === 'disabled' ? 'users.enableUser' : 'users.disableUser', { email: u.email })}
                        onClick={() => setPending({ kind: u.status === 'disabled' ? 'enable' : 'disable', user: u })}>
                        {t(u.status === 'disabled' ? 'users.enable' : 'users.disable')}
                      </Button>
                      <Button variant="danger" aria-label={t('users.deleteUser', { email: u.email })} onClick={() => setPending({ kind: 'delete', user: u })}>
                        {t('users.delete')}
                      </Button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      {pending && (
        <ConfirmDialog
          title={t(`users.confirm.${pending.kind}.title`, { email: pending.user.email })}
          description={t(`users.confirm.${pending.kind}.text`, { email: pending.user.email })}
          confirmLabel={t(`users.${pending.kind}`)}
          danger={pending.kind !== 'enable'}
          onConfirm={() => run(pending)}
          onClose={() => setPending(null)}
        />
      )}
    </div>
  );
}
