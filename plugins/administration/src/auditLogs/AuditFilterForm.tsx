import { useEffect } from 'react';
import { auditLogFilterForm, type AuditLogFacets, type AuditLogFilterFormInput, type AuditLogFilterFormValues } from '@palisade/contracts';
import { Button, TimeRangePicker, usePluginTranslation, type TimeRangeId } from '@palisade/sdk';
import { Form, FormActions, SelectField, TextField, useFormContext, useSchemaForm, useWatch } from '@palisade/sdk/forms';
import type { AuditLogView } from './auditLogView';

export interface AuditFilterFormProps {
  view: AuditLogView;
  facets: AuditLogFacets | null;
  onApply: (change: Partial<AuditLogView>) => void;
}

const formValues = (view: AuditLogView): AuditLogFilterFormInput => ({
  q: view.q, user: view.user, action: view.action, range: view.range ?? '', pageSize: String(view.pageSize),
});

/** Search, user, action, time range and page size; applied together on submit, so a typo never reloads the list. */
export function AuditFilterForm({ view, facets, onApply }: AuditFilterFormProps) {
  const { t } = usePluginTranslation();
  const form = useSchemaForm<AuditLogFilterFormInput, AuditLogFilterFormValues>({ schema: auditLogFilterForm, defaultValues: formValues(view) });
  const viewKey = JSON.stringify(formValues(view));
  // The URL is the truth: back, forward and links put their filters in the form.
  useEffect(() => form.reset(JSON.parse(viewKey) as AuditLogFilterFormInput), [viewKey, form]);
  const users = facets?.users ?? [];
  const actions = facets?.actions ?? [];
  const keep = (value: string, known: boolean) => (value && !known ? [{ value, label: value }] : []);
  const active = view.q || view.user || view.action || view.range;

  return (
    <Form form={form} label={t('auditLogs.filter.label')} guardUnsaved={false} className="audit-filters"
      onSubmit={(values) => onApply({ q: values.q, user: values.user, action: values.action,
        range: (values.range || null) as TimeRangeId | null, pageSize: values.pageSize, entry: null })}>
      <TextField<AuditLogFilterFormInput> name="q" type="search" label={t('auditLogs.filter.search')} hint={t('auditLogs.filter.searchHint')} />
      <SelectField<AuditLogFilterFormInput> name="user" label={t('auditLogs.filter.user')} options={[{ value: '', label: t('auditLogs.filter.anyUser') },
        ...keep(view.user, users.some((u) => u.userId === view.user)),
        ...users.map((u) => ({ value: u.userId, label: u.email && u.email !== u.name ? `${u.name} (${u.email})` : u.name }))]} />
      <SelectField<AuditLogFilterFormInput> name="action" label={t('auditLogs.filter.action')} options={[{ value: '', label: t('auditLogs.filter.anyAction') },
        ...keep(view.action, actions.includes(view.action)), ...actions.map((a) => ({ value: a, label: a }))]} />
      <RangeField />
      <TextField<AuditLogFilterFormInput> name="pageSize" inputMode="numeric" label={t('auditLogs.filter.pageSize')} />
      <FormActions submitLabel={t('auditLogs.filter.apply')}>
        {active && (
          <Button type="button" variant="secondary" onClick={() => onApply({ q: '', user: '', action: '', range: null, entry: null })}>
            {t('auditLogs.filter.clear')}
          </Button>
        )}
      </FormActions>
    </Form>
  );
}

/** The SDK's time-range picker as a form value: off means all of the retention period. */
function RangeField() {
  const { t } = usePluginTranslation();
  const { setValue } = useFormContext<AuditLogFilterFormInput>();
  const range = useWatch<AuditLogFilterFormInput, 'range'>({ name: 'range' });
  const set = (value: string) => setValue('range', value, { shouldDirty: true });
  return (
    <div className="pl-field audit-range">
      <label>
        <input type="checkbox" checked={range !== ''} onChange={(e) => set(e.target.checked ? 'last-24-hours' : '')} />
        {t('auditLogs.filter.limitTime')}
      </label>
      {range !== '' && <TimeRangePicker label={t('auditLogs.filter.time')} value={range as TimeRangeId} onChange={(id) => set(id)} />}
    </div>
  );
}
