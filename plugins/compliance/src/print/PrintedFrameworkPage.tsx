import { useLocation } from 'react-router';
import { usePluginTranslation, usePrintState } from '@palisade/sdk';
import { SectionTable } from '../area/SectionTable';
import { usePrintedFramework, type PrintedFramework } from './usePrintedFramework';
import '../area/compliance.css';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

function Filters({ filters }: { filters: PrintedFramework['filters'] }) {
  const { t } = usePluginTranslation();
  const named = ([['cloud', filters.cloud], ['account', filters.accounts], ['businessUnit', filters.businessUnit], ['region', filters.region]] as const)
    .filter(([, values]) => values.length > 0);
  if (named.length === 0) return <p>{t('printed.allResources')}</p>;
  return <p>{t('printed.filtered', { filters: named.map(([key, values]) => `${t(`printed.filter.${key}`)}: ${values.join(', ')}`).join('; ') })}</p>;
}

/**
 * `/pdf-compliance-report?token=…`: one framework's compliance report for the server's headless renderer to print
 * (no sign-in, no console around it): its score and counts on the slice, then every requirement by section with its state.
 */
export default function PrintedFrameworkPage() {
  const { t } = usePluginTranslation();
  const token = new URLSearchParams(useLocation().search).get('token');
  const state = usePrintedFramework(token);
  const ready = state.status === 'ready' ? state.report : null;
  usePrintState(state, ready && `${ready.framework.name} ${ready.framework.version} — ${ready.tenant.name}`);
  if (state.status !== 'ready') {
    return (
      <main id="palisade-content" className="compliance-printed">
        {state.status === 'loading' ? <p role="status">{t('printed.preparing')}</p> : <><h1>{t('printed.cannotShow')}</h1><p role="alert">{state.message}</p></>}
      </main>
    );
  }
  const { framework: f, tenant, generatedAt, filters } = state.report;
  return (
    <main id="palisade-content" className="compliance compliance-printed" aria-labelledby="printed-title">
      <header>
        <p className="compliance-printed__brand">{t('printed.brand', { tenant: tenant.name })}</p>
        <h1 id="printed-title">{f.name} {f.version}</h1>
        <p>{t('printed.generated', { at: when.format(new Date(generatedAt)) })}</p>
        <Filters filters={filters} />
      </header>
      <p className="compliance-printed__score">{t('printed.score', { score: f.score })} {t('counts', { passed: f.passed, failed: f.failed, manual: f.manual })}</p>
      {f.sections.map((s) => <SectionTable key={s.id} section={s} idPrefix="printed" detail={(r) => (
        <>
          {r.state === 'fail' && t('printed.failing', { count: r.openAlerts, checks: r.failingChecks.join(', ') })}
          {r.attestation && t('framework.attested', { verdict: t(`verdict.${r.attestation.verdict}`), by: r.attestation.attestedBy, until: new Date(r.attestation.expiresAt).toISOString().slice(0, 10) })}
        </>
      )} />)}
    </main>
  );
}
