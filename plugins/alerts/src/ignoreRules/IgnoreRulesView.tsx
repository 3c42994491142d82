import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Loading, ServerError, useAccess, useHttp, useNotify, usePluginTranslation } from '@palisade/sdk';
import { MANAGE_ALERTS } from '../alerts/ActionBar';
import { alertKeys } from '../alerts/alertKeys';
import { fetchIgnoreRules, type IgnoreRule } from '../alerts/alertsApi';
import { DeleteRuleDialog } from './DeleteRuleDialog';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The tenant's ignore rules, newest first; users who may act on alerts can delete one (after confirming). */
export function IgnoreRulesView() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const canDelete = useAccess().can(MANAGE_ALERTS);
  const state = useQuery({ queryKey: alertKeys.ignoreRules(), queryFn: ({ signal }) => fetchIgnoreRules(http, signal) });
  const [deleting, setDeleting] = useState<IgnoreRule | null>(null);
  const accountOf = (rule: IgnoreRule) => (rule.accountId === null ? t('rules.anyAccount') : (rule.accountName ?? `#${rule.accountId}`));
  const rules = state.status === 'success' ? state.data.rules : undefined;

  return (
    <div className="alerts-rules">
      <p>{t('rules.intro')}</p>
      {state.status === 'error' && <ServerError title={t('rules.error')} error={state.error} onRetry={() => void state.refetch()} retryLabel={t('state.retry')} />}
      {state.status === 'pending' && <Loading label={t('rules.loading')} />}
      {rules?.length === 0 && <p className="alerts-empty" role="status">{t('rules.empty')}</p>}
      {rules && rules.length > 0 && (
        <table className="alerts-table" aria-label={t('rules.label')}>
          <thead>
            <tr>
              {['policy', 'kind', 'account', 'reason', 'createdBy', 'createdAt'].map((c) => <th key={c} scope="col">{t(`rules.col.${c}`)}</th>)}
              {canDelete && <th scope="col"><span className="pl-visually-hidden">{t('rules.col.actions')}</span></th>}
            </tr>
          </thead>
          <tbody>
            {rules.map((rule) => (
              <tr key={rule.id} data-rule-id={rule.id}>
                <td>{rule.policyName}<br /><small>{rule.policyId}</small></td>
                <td>{t(rule.kind === 'iac' ? 'tab.iac' : 'tab.cloud')}</td>
                <td>{accountOf(rule)}</td>
                <td className="alerts-rule-reason">{rule.reason}</td>
                <td>{rule.createdBy}</td>
                <td><time dateTime={rule.createdAt}>{dateFormat.format(new Date(rule.createdAt))}</time></td>
                {canDelete && (
                  <td>
                    <Button variant="secondary" aria-label={t('rules.deleteOne', { policy: rule.policyName, account: accountOf(rule) })} onClick={() => setDeleting(rule)}>
                      {t('rules.delete')}
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <DeleteRuleDialog rule={deleting} onClose={() => setDeleting(null)}
        onDeleted={(rule) => { setDeleting(null); notify({ message: t('rules.deleted', { policy: rule.policyName }) }); }} />
    </div>
  );
}
