import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { UserSummary } from '@palisade/contracts';
import { Button, Loading, ServerError, useAccess, useHttp, useNotify, usePluginTranslation, useSession } from '@palisade/sdk';
import { adminKeys } from '../shared/adminKeys';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { loadState } from '../shared/loadState';
import { useInvalidate } from '../shared/useInvalidate';
import { AppLink } from './subPath';
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
  const state = loadState(useQuery({
    queryKey: adminKeys.userList(q.trim(), status),
    queryFn: ({ signal }) => fetchUsers(http, q.trim(), status, signal),
    // While a new search runs, the last results stay rather than a spinner per keystroke.
    placeholderData: keepPreviousData,
  }));
  const [pending, setPending] = useState<Pending>(null);
  // A user's status shows in the lists and their detail; a deleted one leaves the groups' member counts.
  const changed = useInvalidate(adminKeys.users(), adminKeys.groups());
  const change = useMutation({
    mutationFn: (p: NonNullable<Pending>): Promise<unknown> => (p.kind === 'delete' ? deleteUser(http, p.user.id) : setEnabled(http, p.user.id, p.kind === 'enable')),
    onSuccess: (_response, p) => {
      notify({ message: t(`users.done.${p.kind}`, { email: p.user.email }) });
      void changed();
    },
  });

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
      {state.status === 'error' && <ServerError error={state.error} message={t('users.loadFailed')} onRetry={state.retry} />}
      {state.status === 'ready' && (state.data[0].users.length === 0 ? <p>{t('users.none')}</p> : (
        <table className="admin-users__table" aria-label={t('users.listLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('users.name')}</th><th scope="col">{t('users.email')}</th><th scope="col">{t('users.statusLabel')}</th>
              <th scope="col">{t('users.groups')}</th><th scope="col">{t('users.lastLogin')}</th><th scope="col"><span className="pl-visually-hidden">{t('users.actions')}</span></th>
            </tr>
          </thead>
          <tbody>
            {state.data[0].users.map((u) => (
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
          onConfirm={() => change.mutateAsync(pending)}
          onClose={() => setPending(null)}
        />
      )}
    </div>
  );
}
