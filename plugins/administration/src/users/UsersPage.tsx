import { PageTitle, usePluginTranslation } from '@palisade/sdk';
import { GroupForm } from './GroupForm';
import { GroupList } from './GroupList';
import { InviteUserForm } from './InviteUserForm';
import { AppLink, subPathOf, usePathname } from './subPath';
import { UserDetailPage } from './UserDetailPage';
import { UserList } from './UserList';
import { USERS_PATH } from './usersApi';
import './users.css';

/**
 * `/admin/configuration/users`: users and groups of the tenant. Sub-pages:
 * `invite`, `user/:id`, `groups`, `groups/new`, `groups/:id`.
 */
export default function UsersPage() {
  const { t } = usePluginTranslation();
  const sub = subPathOf(usePathname(), USERS_PATH);
  const [first, second] = sub.split('/');
  const onGroups = first === 'groups';
  return (
    <section className="admin-users" aria-labelledby="users-title">
      <PageTitle id="users-title" title={t('areas.users.title')} />
      <nav className="admin-users__tabs" aria-label={t('users.sections')}>
        <AppLink href={USERS_PATH} aria-current={!onGroups ? 'page' : undefined}>{t('users.tabUsers')}</AppLink>
        <AppLink href={`${USERS_PATH}/groups`} aria-current={onGroups ? 'page' : undefined}>{t('users.tabGroups')}</AppLink>
      </nav>
      {first === 'invite' ? (
        <InviteUserForm />
      ) : first === 'user' && second ? (
        <UserDetailPage key={second} id={decodeURIComponent(second)} />
      ) : onGroups && second === 'new' ? (
        <GroupForm />
      ) : onGroups && second ? (
        <GroupForm key={second} id={decodeURIComponent(second)} />
      ) : onGroups ? (
        <GroupList />
      ) : (
        <UserList />
      )}
    </section>
  );
}
