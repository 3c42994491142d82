import { usePluginTranslation } from '@palisade/sdk';
import { runFileHref, type ReportRun } from './schedulesApi';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' }) : '—');
const size = (bytes: number | null) => (bytes === null ? '—' : bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);
const duration = (ms: number | null) => (ms === null ? '—' : `${(ms / 1000).toFixed(1)} s`);

/** A schedule's runs, newest first: status, when, how long, how big, the file, and why a run failed. */
export function RunHistory({ name, runs }: { name: string; runs: readonly ReportRun[] }) {
  const { t } = usePluginTranslation();
  if (runs.length === 0) return <p>{t('schedules.noRuns')}</p>;
  return (
    <table className="analytics-report__table analytics-schedules__history">
      <caption className="analytics-catalogue__caption">{t('schedules.historyOf', { name })}</caption>
      <thead>
        <tr>
          {(['status', 'started', 'duration', 'size', 'file'] as const).map((c) => (
            <th key={c} scope="col">{t(`schedules.columns.${c}`)}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => (
          <tr key={run.id} data-run={run.id}>
            <th scope="row">
              {t(`schedules.status.${run.status}`)}
              {run.error && run.status !== 'succeeded' && <span className="analytics-schedules__error">{run.error}</span>}
            </th>
            <td>{when(run.startedAt ?? run.createdAt)}</td>
            <td>{duration(run.durationMs)}</td>
            <td>{size(run.size)}</td>
            <td>
              {run.status === 'succeeded' && run.fileName ? (
                <a href={runFileHref(run.id)} download={run.fileName}>
                  {t('schedules.download', { file: run.fileName })}
                </a>
              ) : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
