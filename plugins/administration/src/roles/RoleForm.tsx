import { ROLE_DESCRIPTION_MAX, ROLE_NAME_MAX, roleRequest, type RoleRequest, type RoleSummary } from '@palisade/contracts';
import { Loading, navigateTo, ServerError, useAccess, useHttp, useNotify, usePluginTranslation } from '@palisade/sdk';
import { CheckboxGroupField, Form, FormActions, TextField, useSchemaForm } from '@palisade/sdk/forms';
import { AppLink } from '../users/subPath';
import { useLoad } from '../shared/useLoad';
import { createRole, fetchCatalog, fetchRole, ROLES_PATH, updateRole, type RoleCatalog } from './rolesApi';

type Loaded = { catalog: RoleCatalog; role?: RoleSummary };

/** A role's checklist: new (no id), editable (custom role, MANAGE_ADMINISTRATION), or read only. */
export function RoleForm({ id }: { id?: string }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const [state, reload] = useLoad<Loaded>(`role:${id ?? 'new'}`, async (signal) => {
    const [catalog, found] = await Promise.all([fetchCatalog(http, signal), id ? fetchRole(http, id, signal) : undefined]);
    return { catalog, ...(found ? { role: found.role } : {}) };
  });
  if (state.status === 'loading') return <Loading label={t('roles.loadingRole')} />;
  if (state.status === 'error') return <ServerError error={state.error} message={t('roles.roleLoadFailed')} onRetry={reload} />;
  return <RoleFormFields catalog={state.data.catalog} role={state.data.role} />;
}

function RoleFormFields({ catalog, role }: Loaded) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const canManage = useAccess().can('MANAGE_ADMINISTRATION');
  const readOnly = !canManage || Boolean(role?.builtin);
  const defaultValues: RoleRequest = role
    ? { name: role.name, description: role.description, dashboard: role.dashboard, modules: role.modules, actions: role.actions }
    : { name: '', description: '', dashboard: [], modules: [], actions: [] };
  const form = useSchemaForm({ schema: roleRequest, defaultValues });
  const title = role ? role.name : t('roles.createTitle');
  const label = (kind: string) => (id: string) => ({ value: id, label: t(`roles.${kind}.${id}`, { defaultValue: id }) });
  return (
    <Form
      form={form}
      label={title}
      guardUnsaved={!readOnly}
      onSubmit={(values) => (role ? updateRole(http, role.id, values) : createRole(http, values))}
      onSaved={(res) => {
        notify({ message: t(role ? 'roles.updated' : 'roles.created', { name: res.role.name }) });
        navigateTo(ROLES_PATH);
      }}
    >
      <h2>{title}</h2>
      {role?.builtin && <p className="admin-users__readonly">{t('roles.builtinReadOnly')}</p>}
      {!role?.builtin && !canManage && <p className="admin-users__readonly">{t('form.readOnly')}</p>}
      {role && role.usage.groups.length > 0 && <p>{t('roles.usedByGroups', { groups: role.usage.groups.map((g) => g.name).join(', ') })}</p>}
      <fieldset className="admin-roles__fields" disabled={readOnly}>
        <TextField name="name" label={t('roles.name')} hint={t('users.maxChars', { max: ROLE_NAME_MAX })} readOnly={readOnly} />
        <TextField name="description" label={t('roles.description')} hint={t('users.maxChars', { max: ROLE_DESCRIPTION_MAX })} readOnly={readOnly} />
        <CheckboxGroupField name="dashboard" legend={t('roles.dashboardLegend')} options={catalog.dashboard.map(label('dashboard'))} disabled={readOnly} />
        <CheckboxGroupField name="modules" legend={t('roles.modulesLegend')} options={catalog.modules.map(label('module'))} disabled={readOnly} />
        <CheckboxGroupField name="actions" legend={t('roles.actionsLegend')} options={catalog.actions.map(label('action'))} disabled={readOnly} />
      </fieldset>
      {readOnly ? (
        <p><AppLink href={ROLES_PATH}>{t('roles.back')}</AppLink></p>
      ) : (
        <FormActions submitLabel={role ? t('users.save') : t('roles.create')}>
          <AppLink className="pl-button pl-button--secondary" href={ROLES_PATH}>{t('users.cancel')}</AppLink>
        </FormActions>
      )}
    </Form>
  );
}
