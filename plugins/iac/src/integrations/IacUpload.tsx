import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, usePluginTranslation, useHttp } from '@palisade/sdk';
import { errorText } from './errorText';
import { IAC_FORMATS, iacKeys, type IacUploadReport, uploadIac } from './iacApi';

/** Upload of a scanner file for a repository and branch, then its report: what was recorded, resolved, and left out by line. */
export function IacUpload() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const client = useQueryClient();
  const ids = { format: useId(), repository: useId(), branch: useId(), file: useId() };
  const [format, setFormat] = useState<(typeof IAC_FORMATS)[number]>('sarif');
  const [repository, setRepository] = useState('');
  const [branch, setBranch] = useState('main');
  const [file, setFile] = useState<File | null>(null);
  const upload = useMutation({ mutationFn: () => uploadIac(http, { format, repository: repository.trim(), branch: branch.trim(), file: file! }),
    onSuccess: () => client.invalidateQueries({ queryKey: iacKeys.all }) });
  const submit = (e: FormEvent) => { e.preventDefault(); if (file) upload.mutate(); };
  return (
    <section aria-labelledby="iac-upload-title">
      <h2 id="iac-upload-title">{t('upload.title')}</h2>
      <form onSubmit={submit} className="iac-form" aria-label={t('upload.title')}>
        <span className="iac-field"><label htmlFor={ids.format}>{t('upload.format')}</label>
          <select id={ids.format} value={format} onChange={(e) => setFormat(e.target.value as (typeof IAC_FORMATS)[number])}>
            {IAC_FORMATS.map((f) => <option key={f} value={f}>{t(`upload.formats.${f}`)}</option>)}
          </select></span>
        <span className="iac-field"><label htmlFor={ids.repository}>{t('upload.repository')}</label>
          <input id={ids.repository} required placeholder="owner/name" value={repository} onChange={(e) => setRepository(e.target.value)} /></span>
        <span className="iac-field"><label htmlFor={ids.branch}>{t('upload.branch')}</label>
          <input id={ids.branch} required value={branch} onChange={(e) => setBranch(e.target.value)} /></span>
        <span className="iac-field"><label htmlFor={ids.file}>{t('upload.file')}</label>
          <input id={ids.file} type="file" accept=".json,.sarif,application/json" required onChange={(e) => setFile(e.target.files?.[0] ?? null)} /></span>
        <Button type="submit" disabled={!file || upload.isPending}>{t('upload.submit')}</Button>
      </form>
      {upload.error && <p role="alert" className="iac-error">{errorText(upload.error)}</p>}
      {upload.data && <UploadReport report={upload.data} />}
    </section>
  );
}

function UploadReport({ report: r }: { report: IacUploadReport }) {
  const { t } = usePluginTranslation();
  return (
    <div role="status">
      <p>{t('upload.done', { file: r.fileName, repository: r.repository, branch: r.branch, created: r.created, updated: r.updated, resolved: r.resolved })}{' '}
        {t('upload.severities', { ...r.bySeverity })}{' '}
        {r.unrated > 0 && <>{t('upload.unrated', { count: r.unrated })}{' '}</>}
        <Link to={`/admin/configuration/iac/findings?${new URLSearchParams({ repository: r.repository, branch: r.branch })}`}>
          {t('upload.findings', { repository: r.repository, branch: r.branch })}</Link></p>
      {r.rejected.length > 0 && (
        <table className="iac-table">
          <caption>{t('upload.rejected', { count: r.rejected.length })}</caption>
          <thead><tr><th scope="col">{t('upload.line')}</th><th scope="col">{t('upload.path')}</th><th scope="col">{t('upload.reason')}</th></tr></thead>
          <tbody>{r.rejected.map((p) => <tr key={`${p.path}-${p.line}`}><td>{p.line ?? ''}</td><td><code>{p.path}</code></td><td>{p.reason}</td></tr>)}</tbody>
        </table>
      )}
    </div>
  );
}
