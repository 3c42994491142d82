import { GROUP_NAME_MAX, groupRequest, type GroupRequest } from '@palisade/contracts';
import { Loading, navigateTo, ServerError, useAccess, useHttp, useNotify, usePluginTranslation } from '@palisade/sdk';
import { Form, FormActions, SelectField, TextField, useSchemaForm } from '@palisade/sdk/forms';
import { AppLink } from './subPath';
import { useLoad } from '../shared/useLoad';
import { createGroup, fetchGroups, fetchRoleOptions, updateGroup, USERS_PATH } from './usersApi';

type Loaded = { roles: { id: string; name: string; grantable: boolean }[]; values: GroupRequest };

/** Create a group (no id) or edit one: its name and the role its members get. */
export function GroupForm({ id }: { id?: string }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const canManage = useAccess().can('MANAGE_ADMINISTRATION');
  const [state, reload] = useLoad<Loaded>(`group:${id ?? 'new'}`, async (signal) => {
    const [{ roles }, { groups }] = await Promise.all([fetchRoleOptions(http, signal), fetchGroups(http, signal)]);
    const group = id ? groups.find((g) => g.id === id) : undefined;
    if (id && !group) throw new Error(t('users.group.notFound'));
    return { roles, values: group ? { name: group.name, roleId: group.role.id } : { name: '', roleId: '' } };
  });
  if (!canManage) return <p className="admin-users__readonly">{t('form.readOnly')}</p>;
  if (state.status === 'loading') return <Loading label={t('users.loadingGroups')} />;
  if (state.status === 'error') return <ServerError error={state.error} message={t('users.groupsLoadFailed')} onRetry={reload} />;
  return <GroupFormFields id={id} roles={state.data.roles} defaultValues={state.data.values} />;
}

function GroupFormFields({ id, roles, defaultValues }: { id?: string; roles: Loaded['roles']; defaultValues: GroupRequest }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const form = useSchemaForm({ schema: groupRequest, defaultValues });
  const title = id ? t('users.group.editTitle', { name: defaultValues.name }) : t('users.group.createTitle');
  // A role beyond the signed-in user's own is refused by the server; the group's current role may stay as it is.
  const roleOption = (r: Loaded['roles'][number]) => {
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
