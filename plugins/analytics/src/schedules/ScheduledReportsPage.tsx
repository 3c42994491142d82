import { useState } from 'react';
import { Button, Loading, PageTitle, usePluginTranslation } from '@palisade/sdk';
import { ScheduleForm } from './ScheduleForm';
import { ScheduleTable } from './ScheduleTable';
import type { ReportSchedule } from './schedulesApi';
import { useRefreshSchedules, useSchedules } from './useSchedules';
import './schedules.css';

/** `/admin/configuration/scheduled-reports`: schedules of catalogue reports, e-mailed as PDF or CSV, with "Run now" and each schedule's run history. */
export default function ScheduledReportsPage() {
  const { t } = usePluginTranslation();
  const schedules = useSchedules();
  const refresh = useRefreshSchedules();
  const [editing, setEditing] = useState<ReportSchedule | 'new' | null>(null);
  return (
    <section className="area-page" aria-labelledby="area-title">
      <PageTitle id="area-title" title={t('scheduledReports.title')} />
      <p>{t('schedules.intro')}</p>
      {editing === null && <Button onClick={() => setEditing('new')}>{t('schedules.new')}</Button>}
      {editing !== null && (
        <ScheduleForm key={editing === 'new' ? 'new' : editing.id} schedule={editing === 'new' ? null : editing} onCancel={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }} />
      )}
      {schedules.status === 'pending' && <Loading label={t('schedules.loading')} />}
      {schedules.status === 'error' && <p role="alert">{t('schedules.loadFailed')}</p>}
      {schedules.status === 'success' && (schedules.data.items.length === 0
        ? <p>{t('schedules.none')}</p>
        : <ScheduleTable schedules={schedules.data.items} onEdit={setEditing} />)}
    </section>
  );
}
