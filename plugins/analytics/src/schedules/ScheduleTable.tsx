import { useState } from 'react';
import { Button, ConfirmDialog, useHttp, usePluginTranslation } from '@palisade/sdk';
import { RunHistory } from './RunHistory';
import { deleteSchedule, runNow, setPaused, type ReportSchedule } from './schedulesApi';
import { useRefreshSchedules, useRuns } from './useSchedules';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '—');

/** The schedules with their actions; one schedule's history opens below the table. */
export function ScheduleTable({ schedules, onEdit }: { schedules: readonly ReportSchedule[]; onEdit: (s: ReportSchedule) => void }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const refresh = useRefreshSchedules();
  const [history, setHistory] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ReportSchedule | null>(null);
  const runs = useRuns(history);
  const shown = schedules.find((s) => s.id === history);
  const act = async (action: Promise<unknown>) => {
    await action;
    await refresh();
  };
  const cadence = (s: ReportSchedule) =>
    s.frequency === 'weekly' ? t('schedules.cadence.weekly', { day: t(`schedules.weekdays.${s.weekday}`), time: s.time, zone: s.timeZone })
      : s.frequency === 'monthly' ? t('schedules.cadence.monthly', { day: s.dayOfMonth, time: s.time, zone: s.timeZone })
        : t('schedules.cadence.daily', { time: s.time, zone: s.timeZone });
  return (
    <>
      <table className="analytics-report__table analytics-schedules__table">
        <caption className="analytics-catalogue__caption">{t('schedules.listCaption')}</caption>
        <thead>
          <tr>
            {(['name', 'report', 'when', 'nextRun', 'lastRun', 'actions'] as const).map((c) => (
              <th key={c} scope="col">{t(`schedules.columns.${c}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {schedules.map((s) => (
            <tr key={s.id}>
              <th scope="row">{s.name}</th>
              <td>{t(`catalogue.reports.${s.report}`)} · {s.format.toUpperCase()}</td>
              <td>{cadence(s)}</td>
              <td>{s.paused ? t('schedules.paused') : when(s.nextRunAt)}</td>
              <td role="status" aria-label={t('schedules.lastRunOf', { name: s.name })}>
                {s.lastRun ? t(`schedules.status.${s.lastRun.status}`) : '—'}
              </td>
              <td className="analytics-schedules__actions">
                <Button variant="secondary" onClick={() => void act(runNow(http, s.id)).then(() => setHistory(s.id))} aria-label={t('schedules.runNowOf', { name: s.name })}>
                  {t('schedules.runNow')}
                </Button>
                <Button variant="secondary" onClick={() => setHistory(history === s.id ? null : s.id)} aria-label={t('schedules.historyButtonOf', { name: s.name })}>
                  {t('schedules.historyButton')}
                </Button>
                <Button variant="secondary" onClick={() => onEdit(s)} aria-label={t('schedules.editOf', { name: s.name })}>{t('schedules.edit')}</Button>
                <Button variant="secondary" onClick={() => void act(setPaused(http, s.id, !s.paused))} aria-label={t(s.paused ? 'schedules.resumeOf' : 'schedules.pauseOf', { name: s.name })}>
                  {t(s.paused ? 'schedules.resume' : 'schedules.pause')}
                </Button>
                <Button variant="secondary" onClick={() => setDeleting(s)} aria-label={t('schedules.deleteOf', { name: s.name })}>{t('schedules.delete')}</Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {shown && runs.data && <RunHistory name={shown.name} runs={runs.data.items} />}
      {deleting && (
        <ConfirmDialog danger title={t('schedules.deleteTitle', { name: deleting.name })} description={t('schedules.deleteBody')}
          confirmLabel={t('schedules.delete')} cancelLabel={t('schedules.cancel')} onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await deleteSchedule(http, deleting.id);
            if (history === deleting.id) setHistory(null);
            await refresh();
          }} />
      )}
    </>
  );
}
