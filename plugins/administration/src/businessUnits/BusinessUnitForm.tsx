import { type AccountAssignment, type BusinessUnit, BUSINESS_UNIT_DESCRIPTION_MAX, BUSINESS_UNIT_NAME_MAX, businessUnitRequest, type BusinessUnitRequestInput } from '@palisade/contracts';
import { useHttp, useNotify, usePluginTranslation } from '@palisade/sdk';
import { CheckboxGroupField, Form, FormActions, TextField, useSchemaForm } from '@palisade/sdk/forms';
import { createBusinessUnit, updateBusinessUnit } from './businessUnitsApi';

export interface BusinessUnitFormProps {
  /** The unit being edited; absent for a new one. */
  unit?: BusinessUnit;
  accounts: AccountAssignment[];
  onDone: (saved: boolean) => void;
}

/** Name, description and the accounts a unit holds; an account another unit holds says which. */
export function BusinessUnitForm({ unit, accounts, onDone }: BusinessUnitFormProps) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const defaults: BusinessUnitRequestInput = {
    name: unit?.name ?? '', description: unit?.description ?? '', accountIds: unit?.accounts.map((a) => String(a.id)) ?? [],
  };
  const form = useSchemaForm({ schema: businessUnitRequest, defaultValues: defaults });
  const options = accounts.map((a) => ({
    value: String(a.id),
    label: a.businessUnit && a.businessUnit.id !== unit?.id
      ? t('businessUnits.accountInOther', { account: a.name, provider: a.provider.toUpperCase(), unit: a.businessUnit.name })
      : t('businessUnits.accountLabel', { account: a.name, provider: a.provider.toUpperCase() }),
  }));
  const title = unit ? t('businessUnits.editTitle', { name: unit.name }) : t('businessUnits.newTitle');
  return (
    <Form
      form={form}
      label={title}
      className="admin-bu__form"
      onSubmit={(values) => (unit ? updateBusinessUnit(http, unit.id, values) : createBusinessUnit(http, values))}
      onSaved={(saved) => {
        notify({ message: t(unit ? 'businessUnits.updated' : 'businessUnits.created', { name: saved.name }) });
        onDone(true);
      }}
    >
      <h2>{title}</h2>
      <TextField name="name" label={t('businessUnits.name')} hint={t('businessUnits.nameHint', { max: BUSINESS_UNIT_NAME_MAX })} autoComplete="off" />
      <TextField name="description" label={t('businessUnits.description')} hint={t('businessUnits.descriptionHint', { max: BUSINESS_UNIT_DESCRIPTION_MAX })} multiline />
      {options.length === 0 ? <p>{t('businessUnits.noAccounts')}</p> : <CheckboxGroupField name="accountIds" legend={t('businessUnits.accounts')} options={options} />}
      <FormActions submitLabel={unit ? t('businessUnits.save') : t('businessUnits.create')} onCancel={() => onDone(false)} cancelLabel={t('businessUnits.cancel')} />
    </Form>
  );
}
