import { useState } from 'react';
import type { Integration } from '@palisade/contracts';
import { Button, useHttp, useNotify, usePluginTranslation } from '@palisade/sdk';
import { setIntegrationEnabled, testIntegration } from './integrationsApi';

/** The non-secret settings in a line, and which secrets are saved (never their values). */
function useSummary(integration: Integration): string {
  const { t } = usePluginTranslation();
  const c = integration.config;
  const parts = c.type === 'slack' ? [c.channel] : c.type === 'jira' ? [`${c.baseUrl} · ${c.projectKey} · ${c.userEmail}`]
    : c.type === 'webhook' ? [c.url] : [c.recipients.join(', ')];
  for (const secret of integration.secretsSet) parts.push(t('integrations.secretSet', { secret: t(`integrations.${secret}`) }));
  return parts.join(' · ');
}

export interface IntegrationRowProps {
  integration: Integration; canManage: boolean; onChanged: () => void; onEdit: () => void; onDelete: () => void;
}

/** One integration with its test, enable/disable, edit and delete actions. */
export function IntegrationRow({ integration, canManage, onChanged, onEdit, onDelete }: IntegrationRowProps) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const [busy, setBusy] = useState<'test' | 'toggle' | null>(null);
  const summary = useSummary(integration);
  const run = async (kind: 'test' | 'toggle') => {
    setBusy(kind);
    try {
      if (kind === 'test') {
        const result = await testIntegration(http, integration.id);
        notify({ message: t(`integrations.test_${result.status}`, { name: integration.name, message: result.message }) });
      } else {
        await setIntegrationEnabled(http, integration.id, !integration.enabled);
      }
      onChanged();
    } catch (error) {
      notify({ message: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(null);
    }
  };
  const last = integration.lastTest;
  return (
    <tr>
      <th scope="row">{integration.name}</th>
      <td>{t(`integrations.type_${integration.config.type}`)}</td>
      <td className="admin-int__summary">{summary}</td>
      <td>{integration.enabled ? t('integrations.enabled') : t('integrations.disabled')}</td>
      <td className={last ? `admin-int__test--${last.status}` : undefined}>
        {last ? `${t(`integrations.lastTest_${last.status}`)}: ${last.message}` : t('integrations.neverTested')}
      </td>
      <td className="admin-int__actions">
        {canManage && (
          <>
            <Button variant="secondary" loading={busy === 'test'} aria-label={t('integrations.testOne', { name: integration.name })} onClick={() => run('test')}>
              {t('integrations.test')}
            </Button>
            <Button variant="secondary" loading={busy === 'toggle'} aria-label={t(integration.enabled ? 'integrations.disableOne' : 'integrations.enableOne', { name: integration.name })}
              onClick={() => run('toggle')}>
              {integration.enabled ? t('integrations.disable') : t('integrations.enable')}
            </Button>
            <Button variant="secondary" aria-label={t('integrations.editOne', { name: integration.name })} onClick={onEdit}>{t('integrations.edit')}</Button>
            <Button variant="danger" aria-label={t('integrations.deleteOne', { name: integration.name })} onClick={onDelete}>{t('integrations.delete')}</Button>
          </>
        )}
      </td>
    </tr>
  );
}
