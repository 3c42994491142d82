import { useQuery } from '@tanstack/react-query';
import { GROUP_NAME_MAX, groupRequest, type GroupRequest } from '@palisade/contracts';
import { Loading, navigateTo, ServerError, useAccess, useHttp, useNotify, usePluginTranslation } from '@palisade/sdk';
import { Form, FormActions, SelectField, TextField, useSchemaForm } from '@palisade/sdk/forms';
import { adminKeys } from '../shared/adminKeys';
import { loadState } from '../shared/loadState';
import { useInvalidate } from '../shared/useInvalidate';
import { AppLink } from './subPath';
import { createGroup, fetchGroups, fetchRoleOptions, updateGroup, USERS_PATH } from './usersApi';

type RoleOption = { id: string; name: string; grantable: boolean };

/** Create a group (no id) or edit one: its name and the role its members get. */
export function GroupForm({ id }: { id?: string }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const canManage = useAccess().can('MANAGE_ADMINISTRATION');
  const rolesQuery = useQuery({ queryKey: adminKeys.groupRoleOptions(), queryFn: ({ signal }) => fetchRoleOptions(http, signal) });
  const groupsQuery = useQuery({ queryKey: adminKeys.groups(), queryFn: ({ signal }) => fetchGroups(http, signal) });
  const state = loadState(rolesQuery, groupsQuery);
  if (!canManage) return <p className="admin-users__readonly">{t('form.readOnly')}</p>;
  if (state.status === 'loading') return <Loading label={t('users.loadingGroups')} />;
  if (state.status === 'error') return <ServerError error={state.error} message={t('users.groupsLoadFailed')} onRetry={state.retry} />;
  const [{ roles }, { groups }] = state.data;
  const group = id ? groups.find((g) => g.id === id) : undefined;
  if (id && !group) {
    return <ServerError error={new Error(t('users.group.notFound'))} message={t('users.groupsLoadFailed')} onRetry={() => void groupsQuery.refetch()} />;
  }
  const values = group ? { name: group.name, roleId: group.role.id } : { name: '', roleId: '' };
  return <GroupFormFields id={id} roles={roles} defaultValues={values} />;
}

function GroupFormFields({ id, roles, defaultValues }: { id?: string; roles: RoleOption[]; defaultValues: GroupRequest }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  // Users list their groups' names; roles list the groups that use them.
  const changed = useInvalidate(adminKeys.groups(), adminKeys.users(), adminKeys.roles());
  const form = useSchemaForm({ schema: groupRequest, defaultValues });
  const title = id ? t('users.group.editTitle', { name: defaultValues.name }) : t('users.group.createTitle');
  // A role beyond the signed-in user's own is refused by the server; the group's current role may stay as it is.
  const roleOption = (r: RoleOption) => {
    const offered = r.grantable || r.id === defaultValues.roleId;
    return { value: r.id, label: offered ? r.name : t('users.group.roleBeyondYou', { name: r.name }), disabled: !offered };
  };
  return (
    <Form
      form={form}
      label={title}
      onSubmit={(values) => (id ? updateGroup(http, id, values) : createGroup(http, values))}
      onSaved={(res) => {
        notify({ message: t(id ? 'users.group.updated' : 'users.group.created', { name: res.group.name }) });
        navigateTo(`${USERS_PATH}/groups`);
        void changed();
      }}
    >
      <h2>{title}</h2>
      {id && <p>{t('users.group.roleChangeNote')}</p>}
      <TextField name="name" label={t('users.group.name')} hint={t('users.maxChars', { max: GROUP_NAME_MAX })} />
      <SelectField name="roleId" label={t('users.group.role')} options={[{ value: '', label: t('users.group.pickRole') }, ...roles.map(roleOption)]} />
      <FormActions submitLabel={id ? t('users.save') : t('users.group.create')}>
        <AppLink className="pl-button pl-button--secondary" href={`${USERS_PATH}/groups`}>{t('users.cancel')}</AppLink>
      </FormActions>
    </Form>
  );
}
