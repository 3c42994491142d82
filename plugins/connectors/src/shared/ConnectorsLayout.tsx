import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { PageTitle, useAccess, usePluginTranslation } from '@palisade/sdk';
import { ActivationPanel } from '../activation/ActivationPanel';
import { CONNECTOR_SECTIONS } from './sections';
import '../connectors.css';

/** Every page of the area: its title, the area's sections, and the activation panel beside them, always visible. */
export function ConnectorsLayout({ title, children }: { title: string; children: (canManage: boolean) => ReactNode }) {
  const { t } = usePluginTranslation();
  const canManage = useAccess().can('MANAGE_ADMINISTRATION');
  return (
    <div className="cn-area">
      <section className="cn-main" aria-labelledby="cn-title">
        <PageTitle id="cn-title" title={title} />
        <nav aria-label={t('nav.label')} className="cn-nav">
          {CONNECTOR_SECTIONS.map((s) => <NavLink key={s.id} to={s.path}>{t(`nav.${s.id}`)}</NavLink>)}
        </nav>
        <p className="cn-intro">{t('nav.saveThenActivate')}</p>
        {children(canManage)}
      </section>
      <ActivationPanel canManage={canManage} />
    </div>
  );
}
