import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Loading, saveFile, ServerError, useHttp, usePluginTranslation } from '@palisade/sdk';
import { fetchLeastPrivilege, identityKeys } from '../inventory/identitiesApi';

/** The least-privilege policy (only the used actions) as a diff against today's, with copy and download as JSON. */
export function SuggestedPolicy({ id, name }: { id: string; name: string }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const state = useQuery({ queryKey: identityKeys.leastPrivilege(id), queryFn: ({ signal }) => fetchLeastPrivilege(http, id, signal) });
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  if (state.status === 'pending') return <Loading label={t('detail.suggestedLoading')} />;
  if (state.status === 'error') return <ServerError title={t('detail.suggestedError')} error={state.error} onRetry={() => void state.refetch()} />;
  const lp = state.data;
  const json = JSON.stringify(lp.suggested, null, 2);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(json);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div className="identities-suggested">
      <p>{t('detail.suggestedSummary', { kept: lp.keptActions.length, removed: lp.removedActions.length })}</p>
      <div className="identities-actions">
        <Button variant="secondary" onClick={copy}>{t('detail.copy')}</Button>
        <Button variant="secondary" onClick={() => saveFile(new Blob([json], { type: 'application/json' }), `${name}-least-privilege.json`)}>{t('detail.download')}</Button>
        <span aria-live="polite">{copied === 'copied' ? t('detail.copied') : copied === 'failed' ? t('detail.copyFailed') : ''}</span>
      </div>
      <pre className="identities-diff" aria-label={t('detail.diffLabel')} tabIndex={0}>
        {lp.diff.map((line, n) => (
          <span key={n} className={`identities-diff-${line.op}`}>
            {line.op === 'add' ? '+ ' : line.op === 'remove' ? '- ' : '  '}{line.text}{'\n'}
          </span>
        ))}
      </pre>
    </div>
  );
}
