import type { ReactNode } from 'react';
import { NavLink, useLocation } from 'react-router';
import { PageTitle, TimeRangePicker, usePluginTranslation } from '@palisade/sdk';
import { useRangeParam } from './useRangeParam';
import '../connectors.css';

/** The insight screens, in the order their navigation lists them. */
export const TELEMETRY_SECTIONS = [
  { id: 'dashboard', path: '/admin/connectors/dashboard' },
  { id: 'monitoring', path: '/admin/connectors/monitoring' },
  { id: 'traffic', path: '/admin/connectors/traffic' },
  { id: 'dns', path: '/admin/connectors/dns' },
  { id: 'sessions', path: '/admin/connectors/sessions' },
] as const;

/** Every insight screen: its title, the screens (keeping the range), and the section 9 range picker, in the URL. */
export function TelemetryLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = usePluginTranslation();
  const [range, setRange] = useRangeParam();
  const { search } = useLocation();
  const keep = new URLSearchParams(search).get('range');
  return (
    <section className="cn-main cn-insights" aria-labelledby="cn-title">
      <PageTitle id="cn-title" title={title} />
      <nav aria-label={t('insights.nav')} className="cn-nav">
        {TELEMETRY_SECTIONS.map((s) => <NavLink key={s.id} to={keep ? `${s.path}?range=${keep}` : s.path}>{t(`insights.${s.id}`)}</NavLink>)}
      </nav>
      <div className="cn-range"><TimeRangePicker label={t('insights.range')} value={range} onChange={(id) => setRange(id)} /></div>
      {children}
    </section>
  );
}
