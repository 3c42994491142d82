import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button, Modal, useAccess, useFeatureFlag, useHttp, useNotify, usePluginTranslation } from '@palisade/sdk';
import { alertKeys } from './alertKeys';
import { actOnAlerts, type ActionBody, type ActionFailure, type AlertAction } from './alertsApi';
import { errorMessage } from '@palisade/sdk/inventory';

/** The action permission resolve, ignore and reopen need; the server checks it too. */
export const MANAGE_ALERTS = 'MANAGE_ALERTS';

export interface ActionBarProps {
  ids: string[];
  /** Called after the server answered, with the alerts it did not change. */
  onDone?: (failed: ActionFailure[]) => void;
}

/** Resolve, Ignore (with a reason and, behind `ignore_rules`, an ignore rule) and Reopen for one alert or a selection. */
export function ActionBar({ ids, onDone }: ActionBarProps) {
  const { t } = usePluginTranslation();
  const access = useAccess();
  const http = useHttp();
  const notify = useNotify();
  const rulesOn = useFeatureFlag('ignore_rules', undefined, true);
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (body: ActionBody) => actOnAlerts(http, body),
    // Statuses changed: the lists and details on screen ask again (not awaited: the buttons are free at once); a new rule is listed.
    onSuccess: (_result, body) => {
      void queryClient.invalidateQueries({ queryKey: alertKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: alertKeys.details() });
      if (body.createIgnoreRule) void queryClient.invalidateQueries({ queryKey: alertKeys.ignoreRules() });
    },
  });
  const busy = mutation.isPending ? (mutation.variables?.action ?? null) : null;
  const [ignoring, setIgnoring] = useState(false);
  const [reason, setReason] = useState('');
  const [rule, setRule] = useState(false);
  const [failures, setFailures] = useState<ActionFailure[]>([]);
  const reasonId = useId();
  if (!access.can(MANAGE_ALERTS)) return null;

  const run = async (action: AlertAction, extra: { reason?: string; createIgnoreRule?: boolean } = {}) => {
    try {
      const res = await mutation.mutateAsync({ ids, action, ...extra });
      const failed = res.results.filter((r): r is Extract<typeof r, { ok: false }> => !r.ok);
      setFailures(failed);
      if (res.succeeded) notify({ message: t(`action.done.${action}`, { count: res.succeeded }) });
      if (failed.length) notify({ message: t('action.partial', { count: failed.length, ids: failed.map((f) => f.id).join(', ') }), error: true });
      onDone?.(failed);
    } catch (error) {
      setFailures(ids.map((id) => ({ id, ok: false as const, code: 'REQUEST_FAILED', message: errorMessage(error) })));
      notify({ message: t('action.failed', { message: errorMessage(error) }), error: true });
    }
  };

  const none = ids.length === 0;
  return (
    <div className="alerts-actions" role="group" aria-label={t('action.group', { count: ids.length })}>
      <Button disabled={none} loading={busy === 'resolve'} onClick={() => void run('resolve')}>{t('action.resolve')}</Button>
      <Button variant="secondary" disabled={none} onClick={() => { setReason(''); setRule(false); setIgnoring(true); }}>{t('action.ignore')}</Button>
      <Button variant="secondary" disabled={none} loading={busy === 'reopen'} onClick={() => void run('reopen')}>{t('action.reopen')}</Button>
      {failures.length > 0 && (
        <div role="alert" className="alerts-failures">
          <strong>{t('action.failedList', { count: failures.length })}</strong>
          <ul>{failures.map((f) => <li key={f.id}>{f.id}: {f.ok ? '' : f.message}</li>)}</ul>
        </div>
      )}
      <Modal open={ignoring} onOpenChange={setIgnoring} title={t('ignore.title', { count: ids.length })} description={t('ignore.description')}
        footer={(
          <>
            <Button variant="secondary" onClick={() => setIgnoring(false)}>{t('ignore.cancel')}</Button>
            <Button disabled={!reason.trim()} loading={busy === 'ignore'}
              onClick={async () => { await run('ignore', { reason: reason.trim(), ...(rule ? { createIgnoreRule: true } : {}) }); setIgnoring(false); }}>
              {t('ignore.confirm')}
            </Button>
          </>
        )}>
        <label htmlFor={reasonId}>{t('ignore.reason')}</label>
        <textarea id={reasonId} className="alerts-reason" required value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
        {rulesOn && (
          <label className="alerts-rule">
            <input type="checkbox" checked={rule} onChange={(e) => setRule(e.target.checked)} />
            {t('ignore.rule')}
          </label>
        )}
      </Modal>
    </div>
  );
}
