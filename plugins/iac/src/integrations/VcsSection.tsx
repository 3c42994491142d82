import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, ConfirmDialog, useAccess, useHttp, usePluginTranslation } from '@palisade/sdk';
import { AddVcsForm } from './AddVcsForm';
import { deleteVcs, fetchVcs, iacKeys, type VcsConnection } from './iacApi';

const counts = (c: { Critical: number; High: number; Medium: number; Low: number }) => `${c.Critical} / ${c.High} / ${c.Medium} / ${c.Low}`;

/** Connected version control systems and, per picked repository, its default branch, last scan, open findings and pull requests. */
export function VcsSection() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const client = useQueryClient();
  const { can } = useAccess();
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<VcsConnection | null>(null);
  const list = useQuery({ queryKey: iacKeys.vcs(), queryFn: ({ signal }) => fetchVcs(http, signal), enabled: can('VIEW_VERSION_CONTROL_AND_CICD_SYSTEMS') });
  const remove = useMutation({ mutationFn: (id: string) => deleteVcs(http, id), onSuccess: () => client.invalidateQueries({ queryKey: iacKeys.all }) });
  return (
    <section aria-labelledby="iac-vcs-title">
      <h2 id="iac-vcs-title">{t('vcs.title')}</h2>
      {!can('VIEW_VERSION_CONTROL_AND_CICD_SYSTEMS') && <p>{t('vcs.noView')}</p>}
      {can('ADD_VERSION_CONTROL_SYSTEMS') && (adding ? <AddVcsForm onDone={() => setAdding(false)} /> : <Button onClick={() => setAdding(true)}>{t('vcs.add')}</Button>)}
      {list.data?.items.length === 0 && <p>{t('vcs.none')}</p>}
      {list.data?.items.map((c) => (
        <article key={c.id} className="iac-connection" aria-labelledby={`vcs-${c.id}`}>
          <h3 id={`vcs-${c.id}`}>{c.name} <small>({t(`vcs.provider.${c.provider}`)}, {c.login}{c.baseUrl ? `, ${c.baseUrl}` : ''})</small></h3>
          {can('DELETE_VERSION_CONTROL_SYSTEMS') && <Button variant="secondary" onClick={() => setDeleting(c)}>{t('vcs.delete', { name: c.name })}</Button>}
          <table className="iac-table">
            <caption>{t('vcs.repositories', { name: c.name })}</caption>
            <thead><tr><th scope="col">{t('repo.name')}</th><th scope="col">{t('repo.branch')}</th><th scope="col">{t('repo.lastScan')}</th>
              <th scope="col">{t('repo.open')}</th><th scope="col">{t('repo.pullRequests')}</th></tr></thead>
            <tbody>{c.repositories.map((r) => (
              <tr key={r.id}><th scope="row">{r.fullName}</th><td>{r.defaultBranch}</td><td>{r.lastScanAt ? r.lastScanAt.slice(0, 16).replace('T', ' ') : t('repo.never')}</td>
                <td>{counts(r.open)}</td>
                <td>{r.pullRequests.length === 0 ? '—' : <ul>{r.pullRequests.map((p) => <li key={p.number}>{t('repo.pr', { number: p.number, branch: p.branch, findings: counts(p.findings), outcome: p.outcome })}</li>)}</ul>}</td></tr>
            ))}</tbody>
          </table>
        </article>
      ))}
      {deleting && (
        <ConfirmDialog title={t('vcs.deleteTitle', { name: deleting.name })} description={t('vcs.deleteText')} confirmLabel={t('vcs.deleteConfirm')} cancelLabel={t('common.cancel')}
          danger onConfirm={() => remove.mutateAsync(deleting.id)} onClose={() => setDeleting(null)} />
      )}
    </section>
  );
}
