import type { AreaAdministrator } from '@palisade/contracts/connectors';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useHttp, usePluginTranslation } from '@palisade/sdk';
import { fetchAdministrators } from '../shared/connectorsApi';
import { ListState } from '../shared/ListState';

/** Who administers the area (their groups open CLOUD_CONNECTORS) and who of them can change it; groups are managed in Administrators and groups. */
export function AreaAdministrators() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const query = useQuery({ queryKey: ['connectors', 'administrators'], queryFn: ({ signal }) => fetchAdministrators(http, signal) });
  return (
    <section aria-labelledby="cn-admins" className="cn-admins">
      <h2 id="cn-admins">{t('administrators.title')}</h2>
      <p>{t('administrators.intro')} <Link to="/admin/configuration/users">{t('administrators.manage')}</Link></p>
      <ListState query={query}>
        {({ items }: { items: AreaAdministrator[] }) => (
          <table className="cn-table" aria-label={t('administrators.title')}>
            <thead><tr>
              <th scope="col">{t('administrators.name')}</th><th scope="col">{t('administrators.email')}</th>
              <th scope="col">{t('administrators.groups')}</th><th scope="col">{t('administrators.access')}</th>
            </tr></thead>
            <tbody>
              {items.map((a) => (
                <tr key={a.email}>
                  <td>{a.name}{a.status !== 'active' && ` (${t(`administrators.status.${a.status}`)})`}</td>
                  <td>{a.email}</td>
                  <td>{a.groups.join(', ')}</td>
                  <td>{t(a.canChange ? 'administrators.canChange' : 'administrators.viewOnly')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListState>
    </section>
  );
}
