import { ACTIVATION_STATES, type ActivationOutcome, type ActivationStatus } from '@palisade/contracts/connectors';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, HttpError, Loading, useHttp, useNotify, usePluginTranslation } from '@palisade/sdk';
import { activate, connectorKeys, fetchActivation } from '../shared/connectorsApi';
import { useConnectorChange } from '../shared/useConnectorChange';
import { ConflictList } from './ConflictList';
import { OthersList } from './OthersList';

/** How often the panel asks who else is editing and how the queue stands. */
export const ACTIVATION_POLL_MS = 5_000;

type Shown = { state: string; message?: string; problems?: string[] };

/** Save, then activate: my state, who else edits, the queue, conflicts to settle, and Activate with its progress. */
export function ActivationPanel({ canManage }: { canManage: boolean }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const changed = useConnectorChange();
  const [result, setResult] = useState<Shown | null>(null);
  const status = useQuery({ queryKey: connectorKeys.activation(), queryFn: ({ signal }) => fetchActivation(http, signal), refetchInterval: ACTIVATION_POLL_MS });
  const run = useMutation({
    mutationFn: () => activate(http),
    onMutate: () => setResult(null),
    onSuccess: async (outcome) => {
      setResult(shownOf(outcome));
      if ('status' in outcome && outcome.status === 'done') notify({ message: t('activation.doneToast', { count: outcome.applied }) });
      await changed();
    },
    onError: (error) => setResult({ state: ACTIVATION_STATES.failed, message: error instanceof HttpError ? (error.serverMessage ?? error.message) : String(error) }),
  });
  const expired = status.error instanceof HttpError && status.error.status === 401;
  const data: ActivationStatus | undefined = status.data;
  const myState = run.isPending ? ACTIVATION_STATES.activating : data?.myState;

  return (
    <aside className="cn-activation" aria-labelledby="cn-activation-title">
      <h2 id="cn-activation-title">{t('activation.title')}</h2>
      {!data && !expired && <Loading label={t('activation.loading')} />}
      {expired && <p role="status">{ACTIVATION_STATES.sessionExpired}</p>}
      {data && (
        <>
          <dl className="cn-activation__facts">
            <dt>{t('activation.myStatus')}</dt>
            <dd><span className="cn-state" data-testid="my-activation-status">{myState}</span>{data.pendingChanges > 0 && ` · ${t('activation.pending', { count: data.pendingChanges })}`}</dd>
            <dt>{t('activation.session')}</dt>
            <dd>{data.session}</dd>
          </dl>
          {canManage && (
            <Button onClick={() => run.mutate()} loading={run.isPending} disabled={data.pendingChanges === 0 || data.myState === ACTIVATION_STATES.queued}>
              {run.isPending ? ACTIVATION_STATES.activating : t('activation.activate')}
            </Button>
          )}
          {run.isPending && <progress className="cn-activation__progress" aria-label={ACTIVATION_STATES.activating} />}
          {result && (
            <div className={result.state === ACTIVATION_STATES.failed ? 'cn-activation__failed' : 'cn-activation__result'} role={result.state === ACTIVATION_STATES.failed ? 'alert' : 'status'}>
              <strong>{result.state}</strong>
              {result.message && <p>{result.message}</p>}
              {result.problems && result.problems.length > 0 && <ul>{result.problems.map((p) => <li key={p}>{p}</li>)}</ul>}
            </div>
          )}
          {!result && data.lastFailure && (
            <div className="cn-activation__failed" role="alert">
              <strong>{ACTIVATION_STATES.failed}</strong>
              <p>{data.lastFailure.message}</p>
            </div>
          )}
          <ConflictList conflicts={data.conflicts} canManage={canManage} />
          <OthersList status={data} />
        </>
      )}
    </aside>
  );
}

function shownOf(outcome: ActivationOutcome | { error: { message: string } }): Shown {
  if ('error' in outcome) return { state: ACTIVATION_STATES.failed, message: outcome.error.message };
  if (outcome.status === 'done') return { state: outcome.state };
  if (outcome.status === 'queued') return { state: outcome.state };
  if (outcome.status === 'conflict') return { state: outcome.state, message: outcome.message };
  return { state: outcome.state, problems: outcome.problems.map((p) => p.message) };
}
