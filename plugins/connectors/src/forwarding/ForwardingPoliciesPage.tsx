import { FORWARDING_METHODS, forwardingRuleRequest, RULE_SOURCE_TYPES } from '@palisade/contracts/connectors';
import { Button, useHttp, useNotify, usePluginTranslation } from '@palisade/sdk';
import { CheckboxField, SelectField, TextField } from '@palisade/sdk/forms';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { ConnectorsLayout } from '../shared/ConnectorsLayout';
import { createObject, deleteObject, updateObject } from '../shared/connectorsApi';
import { FormDialog } from '../shared/FormDialog';
import { ListState } from '../shared/ListState';
import { useConnectorChange } from '../shared/useConnectorChange';
import { useConnectorList } from '../shared/useConnectorList';
import { useDialog } from '../shared/useDialog';
import { type Rule, RuleTable } from './RuleTable';

const EDITABLE = ['name', 'description', 'sourceType', 'source', 'destination', 'application', 'method', 'enabled'] as const;
const bodyOf = (rule: Rule) => Object.fromEntries(EDITABLE.map((k) => [k, rule[k]]));

/** `/admin/policy/forwardingpolicies`: the ordered forwarding rules, first match wins; predefined rules come off. */
export default function ForwardingPoliciesPage() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const changed = useConnectorChange();
  const list = useConnectorList<Rule>('forwarding-rules');
  const { dialog, open, close } = useDialog<Rule>();
  const toggle = async (rule: Rule) => {
    await updateObject(http, 'forwarding-rules', rule.id, { ...bodyOf(rule), enabled: !rule.enabled });
    notify({ message: t(rule.enabled ? 'connectors.disabledPending' : 'connectors.enabledPending', { name: rule.name }) });
    await changed();
  };
  const blank = { name: '', description: '', sourceType: 'any', source: '', destination: '', application: '', method: 'ZIA', enabled: true };
  return (
    <ConnectorsLayout title={t('nav.forwarding')}>
      {(canManage) => (
        <>
          <p>{t('forwarding.intro')}</p>
          {canManage && <Button onClick={() => open({ mode: 'add' })}>{t('forwarding.add')}</Button>}
          <ListState query={list}>
            {({ items }) => (
              <RuleTable items={items as Rule[]} canManage={canManage} onEdit={(rule) => open({ mode: 'edit', item: rule })}
                onDelete={(rule) => open({ mode: 'delete', item: rule })} onToggle={(rule) => void toggle(rule)} />
            )}
          </ListState>
          {(dialog?.mode === 'add' || dialog?.mode === 'edit') && (
            <FormDialog
              title={dialog.mode === 'add' ? t('forwarding.add') : t('list.editOf', { name: dialog.item.name })}
              schema={forwardingRuleRequest}
              defaultValues={(dialog.mode === 'edit' ? bodyOf(dialog.item) : blank) as never}
              submitLabel={t('form.save')}
              cancelLabel={t('form.cancel')}
              savedMessage={t('form.savedPending')}
              onSubmit={(values) => (dialog.mode === 'edit' ? updateObject(http, 'forwarding-rules', dialog.item.id, values) : createObject(http, 'forwarding-rules', values))}
              onClose={close}
            >
              <TextField name="name" label={t('forwarding.name')} />
              <SelectField name="sourceType" label={t('forwarding.sourceType')} options={RULE_SOURCE_TYPES.map((v) => ({ value: v, label: t(`forwarding.source.${v}`) }))} />
              <TextField name="source" label={t('forwarding.sourceName')} />
              <TextField name="destination" label={t('forwarding.destination')} />
              <TextField name="application" label={t('forwarding.application')} />
              <SelectField name="method" label={t('forwarding.method')} options={FORWARDING_METHODS.map((v) => ({ value: v, label: t(`forwarding.methods.${v}`) }))} />
              <CheckboxField name="enabled" label={t('forwarding.enabled')} />
              <TextField name="description" label={t('forwarding.description')} multiline />
            </FormDialog>
          )}
          {dialog?.mode === 'delete' && (
            <ConfirmDialog title={t('list.deleteOf', { name: dialog.item.name })} description={t('list.deletePending')} confirmLabel={t('list.delete')}
              onConfirm={async () => { await deleteObject(http, 'forwarding-rules', dialog.item.id); await changed(); }} onClose={close} />
          )}
        </>
      )}
    </ConnectorsLayout>
  );
}
