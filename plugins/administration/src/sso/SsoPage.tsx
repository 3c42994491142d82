import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { SsoSettings, SsoTestResponse } from '@palisade/contracts';
import { Button, Loading, PageTitle, ServerError, useAccess, useHttp, usePluginTranslation } from '@palisade/sdk';
import { adminKeys } from '../shared/adminKeys';
import { loadState } from '../shared/loadState';
import { fetchSso, testSso } from './ssoApi';
import { SsoForm } from './SsoForm';
import './sso.css';

/** `/admin/configuration/idp`: the organisation's SAML connection, JIT provisioning and a connection test. */
export default function SsoPage() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const canManage = useAccess().can('MANAGE_ADMINISTRATION');
  const queryClient = useQueryClient();
  const state = loadState(useQuery({ queryKey: adminKeys.sso(), queryFn: ({ signal }) => fetchSso(http, signal) }));
  const [testing, setTesting] = useState(false);
  const [result, setResult] = useState<SsoTestResponse | { error: string } | null>(null);
  const settings = state.status === 'ready' ? state.data[0] : null;
  // The server answers a save with the settings as stored: they are the cache's from then on.
  const saved = (next: SsoSettings) => queryClient.setQueryData(adminKeys.sso(), next);

  const runTest = async () => {
    setTesting(true);
    setResult(null);
    try {
      setResult(await testSso(http));
    } catch (error) {
      setResult({ error: error instanceof Error ? error.message : String(error) });
    } finally {
      setTesting(false);
    }
  };

  return (
    <section className="admin-sso" aria-labelledby="sso-title">
      <PageTitle id="sso-title" title={t('areas.sso.title')} />
      <p>{t('sso.intro')}</p>
      {state.status === 'loading' && <Loading label={t('sso.loading')} />}
      {state.status === 'error' && <ServerError error={state.error} message={t('sso.loadFailed')} onRetry={state.retry} />}
      {settings && (
        <>
          <dl className="admin-sso__summary">
            <dt>{t('sso.connection')}</dt><dd>{settings.connection ?? t('sso.noConnection')}</dd>
            <dt>{t('sso.status')}</dt><dd>{settings.configured ? t('sso.configured') : t('sso.notConfigured')}</dd>
            {settings.certificateInfo && (
              <>
                <dt>{t('sso.certificateSubject')}</dt><dd>{settings.certificateInfo.subject}</dd>
                <dt>{t('sso.certificateValidTo')}</dt><dd>{new Date(settings.certificateInfo.validTo).toLocaleDateString()}</dd>
                <dt>{t('sso.certificateFingerprint')}</dt><dd><code className="admin-sso__fingerprint">{settings.certificateInfo.fingerprint}</code></dd>
              </>
            )}
            <dt>{t('sso.jit')}</dt>
            <dd>{settings.jitEnabled
              ? t('sso.jitOn', { group: settings.groups.find((g) => g.id === settings.defaultGroupId)?.name ?? settings.defaultGroupId })
              : t('sso.jitOff')}</dd>
            {settings.lastTest && (
              <><dt>{t('sso.lastTest')}</dt><dd>{t(`sso.test_${settings.lastTest.status}`)}: {settings.lastTest.message}</dd></>
            )}
          </dl>
          {canManage ? (
            <>
              <SsoForm key={settings.updatedAt ?? 'new'} settings={settings} onSaved={(next) => { saved(next); setResult(null); }} />
              <div className="admin-sso__test">
                <Button variant="secondary" loading={testing} disabled={!settings.configured} onClick={runTest}>{t('sso.testConnection')}</Button>
                {!settings.configured && <p>{t('sso.saveFirst')}</p>}
                <div role="status" aria-live="polite">
                  {result && 'error' in result && <p className="admin-sso__fail">{result.error}</p>}
                  {result && 'checks' in result && (
                    <div className={result.status === 'success' ? 'admin-sso__ok' : 'admin-sso__fail'}>
                      <p><strong>{t(`sso.test_${result.status}`)}</strong></p>
                      <ul>{result.checks.map((c) => <li key={c.name}>{c.ok ? '✓' : '✗'} {c.message}</li>)}</ul>
                    </div>
                  )}
                </div>
              </div>
            </>
          ) : (
            <>
              <p className="admin-sso__readonly">{t('form.readOnly')}</p>
              <dl className="admin-sso__summary">
                <dt>{t('sso.metadataUrl')}</dt><dd>{settings.metadataUrl || '—'}</dd>
                <dt>{t('sso.entityId')}</dt><dd>{settings.entityId || '—'}</dd>
              </dl>
            </>
          )}
        </>
      )}
    </section>
  );
}
