import { useHttp, usePluginTranslation } from '@palisade/sdk';
import { Form, FormActions, SelectField, TextField, useSchemaForm, useWatch } from '@palisade/sdk/forms';
import { formValues, SCHEDULE_RANGES, scheduleFormSchema, type ScheduleFormValues } from './scheduleForm';
import { saveSchedule, type ReportSchedule } from './schedulesApi';

const REPORTS = ['executive-summary', 'alerts-trend', 'compliance-by-framework', 'vulnerability-fix-by', 'identity-risk'] as const;
const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** Creates or edits a schedule; the server's field errors show on their fields. */
export function ScheduleForm({ schedule, onSaved, onCancel }: { schedule: ReportSchedule | null; onSaved: (s: ReportSchedule) => void; onCancel: () => void }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const form = useSchemaForm({ schema: scheduleFormSchema, defaultValues: formValues(schedule) });
  const frequency = useWatch({ control: form.control, name: 'frequency' });
  const option = (prefix: string) => (value: string) => ({ value, label: t(`${prefix}.${value}`) });
  return (
    <Form form={form} label={t(schedule ? 'schedules.editTitle' : 'schedules.newTitle')} className="analytics-schedules__form"
      onSubmit={(body) => saveSchedule(http, schedule?.id ?? null, body)} onSaved={(saved) => onSaved(saved)}>
      <h2>{t(schedule ? 'schedules.editTitle' : 'schedules.newTitle')}</h2>
      <TextField<ScheduleFormValues> name="name" label={t('schedules.name')} />
      <SelectField<ScheduleFormValues> name="report" label={t('schedules.report')} options={REPORTS.map(option('catalogue.reports'))} />
      <SelectField<ScheduleFormValues> name="range" label={t('schedules.range')} options={SCHEDULE_RANGES.map(option('schedules.ranges'))} />
      <SelectField<ScheduleFormValues> name="frequency" label={t('schedules.frequency')} options={(['daily', 'weekly', 'monthly'] as const).map(option('schedules.frequencies'))} />
      {frequency === 'weekly' && <SelectField<ScheduleFormValues> name="weekday" label={t('schedules.weekday')} options={WEEKDAYS.map(option('schedules.weekdays'))} />}
      {frequency === 'monthly' && (
        <SelectField<ScheduleFormValues> name="dayOfMonth" label={t('schedules.dayOfMonth')} hint={t('schedules.dayOfMonthHint')}
          options={Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }))} />
      )}
      <TextField<ScheduleFormValues> name="time" label={t('schedules.time')} hint={t('schedules.timeHint')} />
      <TextField<ScheduleFormValues> name="timeZone" label={t('schedules.timeZone')} hint={t('schedules.timeZoneHint')} spellCheck={false} />
      <TextField<ScheduleFormValues> name="recipients" label={t('schedules.recipients')} hint={t('schedules.recipientsHint')} spellCheck={false} />
      <SelectField<ScheduleFormValues> name="format" label={t('schedules.format')} options={[{ value: 'pdf', label: 'PDF' }, { value: 'csv', label: 'CSV' }]} />
      <TextField<ScheduleFormValues> name="cloud" label={t('schedules.cloud')} hint={t('schedules.listHint')} />
      <TextField<ScheduleFormValues> name="account" label={t('schedules.account')} hint={t('schedules.listHint')} />
      <TextField<ScheduleFormValues> name="businessUnit" label={t('schedules.businessUnit')} hint={t('schedules.listHint')} />
      <FormActions submitLabel={t('schedules.save')} cancelLabel={t('schedules.cancel')} onCancel={onCancel} />
    </Form>
  );
}
