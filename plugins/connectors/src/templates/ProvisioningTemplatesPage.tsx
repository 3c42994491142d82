import { type ConnectorObject, type ProvisioningTemplate, provisioningTemplateRequest } from '@palisade/contracts/connectors';
import { useState } from 'react';
import { Button, useHttp, usePluginTranslation } from '@palisade/sdk';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { RowActions } from '../shared/RowActions';
import { ConnectorsLayout } from '../shared/ConnectorsLayout';
import { createObject, deleteObject, updateObject } from '../shared/connectorsApi';
import { DetailsDialog } from '../shared/DetailsDialog';
import { FormDialog } from '../shared/FormDialog';
import { ListState } from '../shared/ListState';
import { PendingBadge } from '../shared/PendingBadge';
import { useConnectorChange } from '../shared/useConnectorChange';
import { useConnectorList } from '../shared/useConnectorList';
import { useDialog } from '../shared/useDialog';
import { ProvisioningTemplateFields } from './ProvisioningTemplateFields';

type Item = ConnectorObject<ProvisioningTemplate>;
type Kind = 'cloud' | 'branch';
const FIELDS = [
  'name', 'description', 'provider', 'locationCreation', 'locationId', 'locationTemplateId', 'groupId', 'vmSize', 'hypervisor', 'managementIpMode',
  'managementIp', 'serviceIpMode', 'serviceIp', 'defaultGateway', 'dnsServer1', 'dnsServer2', 'netmask', 'loadBalancerIp',
] as const;
/** A new template starts from the schema's own defaults (VM size Small, location creation automatic, addresses automatic). */
const defaultsFor = (type: Kind) => ({ ...provisioningTemplateRequest.parse({ type, name: 'x', locationTemplateId: 'x' }), name: '', locationTemplateId: '' });
const valuesOf = (type: Kind, item?: Item) => {
  const source: Record<string, unknown> = item ?? (defaultsFor(type) as Record<string, unknown>);
  return { type, ...Object.fromEntries(FIELDS.map((f) => [f, source[f] ?? ''])) };
};

/** `/admin/connectors/provisioning-templates`: Cloud and Branch provisioning templates: add (with defaults), edit, view, delete. */
export default function ProvisioningTemplatesPage() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const list = useConnectorList<ProvisioningTemplate>('provisioning-templates');
  const { dialog, open, close } = useDialog<Item>();
  const [addType, setAddType] = useState<Kind>('cloud');
  const changed = useConnectorChange();
  const type: Kind = dialog && dialog.mode !== 'add' ? dialog.item.type : addType;
  const add = (kind: Kind) => { setAddType(kind); open({ mode: 'add' }); };
  return (
    <ConnectorsLayout title={t('nav.provisioning')}>
      {(canManage) => (
        <>
          {canManage && (
            <div className="cn-row-actions">
              <Button onClick={() => add('cloud')}>{t('provisioning.addCloud')}</Button>
              <Button onClick={() => add('branch')}>{t('provisioning.addBranch')}</Button>
            </div>
          )}
          <ListState query={list}>
            {({ items }) => (
              <table className="cn-table" aria-label={t('nav.provisioning')}>
                <thead><tr>
                  <th scope="col">{t('provisioning.name')}</th><th scope="col">{t('provisioning.type')}</th><th scope="col">{t('provisioning.locationCreation')}</th>
                  <th scope="col">{t('provisioning.vmSize')}</th><th scope="col"><span className="pl-visually-hidden">{t('list.actions')}</span></th>
                </tr></thead>
                <tbody>
                  {items.map((item) => (
                    <tr key={item.id}>
                      <td>{item.name} <PendingBadge pending={item.pending} /></td>
                      <td>{t(`provisioning.types.${item.type}`)}</td>
                      <td>{t(`provisioning.creation.${item.locationCreation}`)}</td>
                      <td>{t(`provisioning.size.${item.vmSize}`)}</td>
                      <td className="cn-row-actions">
                        <Button variant="secondary" aria-label={t('list.viewOf', { name: item.name })} onClick={() => open({ mode: 'view', item })}>{t('list.view')}</Button>
                        {canManage && <RowActions name={item.name} onEdit={() => open({ mode: 'edit', item })} onDelete={() => open({ mode: 'delete', item })} />}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </ListState>
          {(dialog?.mode === 'add' || dialog?.mode === 'edit') && (
            <FormDialog
              title={dialog.mode === 'add' ? t(type === 'cloud' ? 'provisioning.addCloud' : 'provisioning.addBranch') : t('list.editOf', { name: dialog.item.name })}
              schema={provisioningTemplateRequest}
              defaultValues={valuesOf(type, dialog.mode === 'edit' ? dialog.item : undefined) as never}
              submitLabel={t('form.save')}
              cancelLabel={t('form.cancel')}
              savedMessage={t('form.savedPending')}
              onSubmit={(values) => (dialog.mode === 'edit' ? updateObject(http, 'provisioning-templates', dialog.item.id, values) : createObject(http, 'provisioning-templates', values))}
              onClose={close}
            >
              <ProvisioningTemplateFields type={type} />
            </FormDialog>
          )}
          {dialog?.mode === 'view' && (
            <DetailsDialog title={dialog.item.name} onClose={close} rows={FIELDS.map((f) => [t(`provisioning.${f}`), String(dialog.item[f] ?? '')] as const)} />
          )}
          {dialog?.mode === 'delete' && (
            <ConfirmDialog
              title={t('list.deleteOf', { name: dialog.item.name })}
              description={t('list.deletePending')}
              confirmLabel={t('list.delete')}
              onConfirm={async () => { await deleteObject(http, 'provisioning-templates', dialog.item.id); await changed(); }}
              onClose={close}
            />
          )}
        </>
      )}
    </ConnectorsLayout>
  );
}
