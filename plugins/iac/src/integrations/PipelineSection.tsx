import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Button, ConfirmDialog, useAccess, useHttp, usePluginTranslation } from '@palisade/sdk';
import { errorText } from './errorText';
import { addPipeline, deletePipeline, fetchPipelines, iacKeys, type Pipeline, PIPELINE_POLICIES, PIPELINE_PROVIDERS } from './iacApi';

/** CI/CD pipelines with their pass/fail policy and the step to paste into the pipeline, with a copy button. */
export function PipelineSection() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const client = useQueryClient();
  const { can } = useAccess();
  const ids = { provider: useId(), name: useId(), repository: useId(), policy: useId() };
  const [form, setForm] = useState({ provider: 'github-actions' as Pipeline['provider'], name: '', repository: '', policy: 'critical' as Pipeline['policy'] });
  const [copied, setCopied] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Pipeline | null>(null);
  const list = useQuery({ queryKey: iacKeys.pipelines(), queryFn: ({ signal }) => fetchPipelines(http, signal), enabled: can('VIEW_VERSION_CONTROL_AND_CICD_SYSTEMS') });
  const add = useMutation({ mutationFn: () => addPipeline(http, form), onSuccess: () => client.invalidateQueries({ queryKey: iacKeys.pipelines() }) });
  const remove = useMutation({ mutationFn: (id: string) => deletePipeline(http, id), onSuccess: () => client.invalidateQueries({ queryKey: iacKeys.pipelines() }) });
  const submit = (e: FormEvent) => { e.preventDefault(); add.mutate(); };
  const copy = async (p: Pipeline) => { await navigator.clipboard.writeText(p.snippet); setCopied(p.id); };
  return (
    <section aria-labelledby="iac-pipelines-title">
      <h2 id="iac-pipelines-title">{t('pipelines.title')}</h2>
      {can('ADD_CICD_PIPELINE') && (
        <form onSubmit={submit} className="iac-form" aria-label={t('pipelines.add')}>
          <span className="iac-field"><label htmlFor={ids.provider}>{t('pipelines.provider')}</label>
            <select id={ids.provider} value={form.provider} onChange={(e) => setForm({ ...form, provider: e.target.value as Pipeline['provider'] })}>
              {PIPELINE_PROVIDERS.map((p) => <option key={p} value={p}>{t(`pipelines.kind.${p}`)}</option>)}
            </select></span>
          <span className="iac-field"><label htmlFor={ids.name}>{t('pipelines.name')}</label>
            <input id={ids.name} required value={form.name} onChange={(e) => setForm({ ...form, name: e.target.value })} /></span>
          <span className="iac-field"><label htmlFor={ids.repository}>{t('pipelines.repository')}</label>
            <input id={ids.repository} required placeholder="owner/name" value={form.repository} onChange={(e) => setForm({ ...form, repository: e.target.value })} /></span>
          <span className="iac-field"><label htmlFor={ids.policy}>{t('pipelines.policy')}</label>
            <select id={ids.policy} value={form.policy} onChange={(e) => setForm({ ...form, policy: e.target.value as Pipeline['policy'] })}>
              {PIPELINE_POLICIES.map((p) => <option key={p} value={p}>{t(`pipelines.policies.${p}`)}</option>)}
            </select></span>
          {add.error && <p role="alert" className="iac-error">{errorText(add.error)}</p>}
          <Button type="submit" disabled={add.isPending}>{t('pipelines.add')}</Button>
        </form>
      )}
      {list.data?.items.length === 0 && <p>{t('pipelines.none')}</p>}
      {list.data?.items.map((p) => (
        <article key={p.id} className="iac-pipeline" aria-labelledby={`pip-${p.id}`}>
          <h3 id={`pip-${p.id}`}>{p.name} <small>({t(`pipelines.kind.${p.provider}`)}, {p.repository})</small></h3>
          <p>{t(`pipelines.policies.${p.policy}`)}{p.lastRun ? ` · ${t('pipelines.lastRun', { at: p.lastRun.at.slice(0, 16).replace('T', ' '), outcome: p.lastRun.outcome })}` : ''}</p>
          <pre className="iac-snippet" aria-label={t('pipelines.snippet', { name: p.name })} tabIndex={0}><code>{p.snippet}</code></pre>
          <Button variant="secondary" onClick={() => void copy(p)}>{t('pipelines.copy', { name: p.name })}</Button>
          {copied === p.id && <span role="status">{t('pipelines.copied')}</span>}
          {can('DELETE_CICD_PIPELINE') && <Button variant="secondary" onClick={() => setDeleting(p)}>{t('pipelines.delete', { name: p.name })}</Button>}
        </article>
      ))}
      {deleting && (
        <ConfirmDialog title={t('pipelines.deleteTitle', { name: deleting.name })} description={t('pipelines.deleteText')} confirmLabel={t('pipelines.deleteConfirm')}
          cancelLabel={t('common.cancel')} danger onConfirm={() => remove.mutateAsync(deleting.id)} onClose={() => setDeleting(null)} />
      )}
    </section>
  );
}
