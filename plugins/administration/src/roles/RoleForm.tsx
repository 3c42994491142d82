import { useQuery } from '@tanstack/react-query';
import { ROLE_DESCRIPTION_MAX, ROLE_NAME_MAX, roleRequest, type RoleRequest, type RoleSummary } from '@palisade/contracts';
import { Loading, navigateTo, ServerError, useAccess, useHttp, useNotify, usePluginTranslation } from '@palisade/sdk';
import { CheckboxGroupField, Form, FormActions, TextField, useSchemaForm } from '@palisade/sdk/forms';
import { adminKeys } from '../shared/adminKeys';
import { loadState } from '../shared/loadState';
import { useInvalidate } from '../shared/useInvalidate';
import { AppLink } from '../users/subPath';
import { PluginModulesField } from './PluginModulesField';
import { createRole, fetchCatalog, fetchRole, ROLES_PATH, updateRole, type RoleCatalog } from './rolesApi';

type Loaded = { catalog: RoleCatalog; role?: RoleSummary };

/** A role's checklist: new (no id), editable (custom role, MANAGE_ADMINISTRATION), or read only. */
export function RoleForm({ id }: { id?: string }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const catalog = useQuery({ queryKey: adminKeys.roleCatalog(), queryFn: ({ signal }) => fetchCatalog(http, signal) });
  const found = useQuery({
    queryKey: adminKeys.role(id ?? ''),
    queryFn: ({ signal }) => fetchRole(http, id ?? '', signal),
    enabled: id !== undefined,
  });
  // A new role (no id) needs the catalog only.
  const state = id === undefined ? loadState(catalog) : loadState(catalog, found);
  if (state.status === 'loading') return <Loading label={t('roles.loadingRole')} />;
  if (state.status === 'error') return <ServerError error={state.error} message={t('roles.roleLoadFailed')} onRetry={state.retry} />;
  const [loadedCatalog, loadedRole] = state.data;
  return <RoleFormFields catalog={loadedCatalog} role={loadedRole?.role} />;
}

function RoleFormFields({ catalog, role }: Loaded) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const canManage = useAccess().can('MANAGE_ADMINISTRATION');
  // Group forms offer the roles; groups show their role's name.
  const changed = useInvalidate(adminKeys.roles(), adminKeys.groups());
  const readOnly = !canManage || Boolean(role?.builtin);
  const defaultValues: RoleRequest = role
    ? { name: role.name, description: role.description, dashboard: role.dashboard, modules: role.modules, actions: role.actions, pluginModules: role.pluginModules }
    : { name: '', description: '', dashboard: [], modules: [], actions: [], pluginModules: [] };
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
        void changed();
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
        <PluginModulesField available={catalog.pluginModules} disabled={readOnly} />
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
