import { PageTitle, usePluginTranslation } from '@palisade/sdk';
import { subPathOf, usePathname } from '../users/subPath';
import { RoleForm } from './RoleForm';
import { RoleList } from './RoleList';
import { ROLES_PATH } from './rolesApi';
import '../users/users.css';

/** `/admin/configuration/userroles`: the tenant's roles; `new` and `:id` open the checklist. */
export default function RolesPage() {
  const { t } = usePluginTranslation();
  const [first] = subPathOf(usePathname(), ROLES_PATH).split('/');
  return (
    <section className="admin-users" aria-labelledby="roles-title">
      <PageTitle id="roles-title" title={t('areas.roles.title')} />
      {first === 'new' ? <RoleForm /> : first ? <RoleForm key={first} id={decodeURIComponent(first)} /> : <RoleList />}
    </section>
  );
}
