import { useQuery } from '@tanstack/react-query';
import { inviteUserRequest, USER_NAME_MAX, type InviteUserRequest } from '@palisade/contracts';
import { Loading, navigateTo, ServerError, useAccess, useHttp, useNotify, usePluginTranslation } from '@palisade/sdk';
import { CheckboxGroupField, Form, FormActions, TextField, useSchemaForm } from '@palisade/sdk/forms';
import { adminKeys } from '../shared/adminKeys';
import { loadState } from '../shared/loadState';
import { useInvalidate } from '../shared/useInvalidate';
import { AppLink } from './subPath';
import { groupOption } from './groupOption';
import { fetchGroups, inviteUser, USERS_PATH } from './usersApi';

/** Invite a user by email into one or more groups of the tenant. */
export function InviteUserForm() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const groups = loadState(useQuery({ queryKey: adminKeys.groups(), queryFn: ({ signal }) => fetchGroups(http, signal) }));
  // A new member changes the user list and the groups' member counts.
  const changed = useInvalidate(adminKeys.users(), adminKeys.groups());
  const form = useSchemaForm({ schema: inviteUserRequest, defaultValues: { email: '', name: '', groupIds: [] } as InviteUserRequest });
  const canManage = useAccess().can('MANAGE_ADMINISTRATION');
  if (!canManage) return <p className="admin-users__readonly">{t('form.readOnly')}</p>;
  if (groups.status === 'loading') return <Loading label={t('users.loadingGroups')} />;
  if (groups.status === 'error') return <ServerError error={groups.error} message={t('users.groupsLoadFailed')} onRetry={groups.retry} />;
  return (
    <Form
      form={form}
      label={t('users.inviteTitle')}
      onSubmit={(values) => inviteUser(http, values)}
      onSaved={(res) => {
        notify({ message: t(res.kind === 'invited' ? 'users.done.invited' : 'users.done.added', { email: res.user.email }) });
        navigateTo(USERS_PATH);
        void changed();
      }}
    >
      <h2>{t('users.inviteTitle')}</h2>
      <p>{t('users.inviteIntro')}</p>
      <TextField name="email" label={t('users.email')} autoComplete="off" inputMode="email" />
      <TextField name="name" label={t('users.name')} hint={t('users.maxChars', { max: USER_NAME_MAX })} />
      <CheckboxGroupField name="groupIds" legend={t('users.groups')} options={groups.data[0].groups.map((g) => groupOption(g, t))} />
      <FormActions submitLabel={t('users.sendInvite')}>
        <AppLink className="pl-button pl-button--secondary" href={USERS_PATH}>{t('users.cancel')}</AppLink>
      </FormActions>
    </Form>
  );
}
