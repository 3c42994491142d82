import type { EffectiveAccess as Access } from '@palisade/contracts';
import { usePluginTranslation } from '@palisade/sdk';

/** What the user's current group's role grants: modules (dashboard sub-apps under DASHBOARD) and actions. */
export function EffectiveAccess({ access }: { access: Access }) {
  const { t } = usePluginTranslation();
  const label = (id: string) => t(`roles.module.${id}`, { defaultValue: id });
  return (
    <section className="admin-users__access" aria-labelledby="effective-access">
      <h2 id="effective-access">{t('users.access.title')}</h2>
      {!access.group ? <p>{t('users.access.noGroup')}</p> : (
        <>
          <p>{t('users.access.from', { group: access.group.name, role: access.role?.name ?? '' })}</p>
          <h3>{t('users.access.modules')}</h3>
          {access.modules.length === 0 ? <p>{t('users.access.none')}</p> : (
            <ul aria-label={t('users.access.modules')}>
              {access.modules.map((m) => (
                <li key={m.id}>
                  {label(m.id)}
                  {m.submodules && m.submodules.length > 0 && (
                    <ul aria-label={t('users.access.dashboardApps')}>{m.submodules.map((s) => <li key={s.id}>{t(`roles.dashboard.${s.id}`, { defaultValue: s.id })}</li>)}</ul>
                  )}
                </li>
              ))}
            </ul>
          )}
          <h3>{t('users.access.actions')}</h3>
          {access.actions.length === 0 ? <p>{t('users.access.noActions')}</p> : (
            <ul aria-label={t('users.access.actions')}>{access.actions.map((a) => <li key={a}>{t(`roles.action.${a}`, { defaultValue: a })}</li>)}</ul>
          )}
        </>
      )}
    </section>
  );
}
