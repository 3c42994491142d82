import {
  CLOUD_PROVIDERS, type ConnectorObject, LOCATION_CREATIONS, type ProvisioningTemplate, provisioningTemplateRequest, VM_SIZES,
} from '@palisade/contracts/connectors';
import { useState } from 'react';
import { Button, useHttp, usePluginTranslation } from '@palisade/sdk';
import type { ColumnDef } from '@palisade/sdk/inventory';
import { actionsColumn } from '../lists/actionsColumn';
import { type ListMenu, ObjectList } from '../lists/ObjectList';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { ConnectorsLayout } from '../shared/ConnectorsLayout';
import { createObject, deleteObject, updateObject } from '../shared/connectorsApi';
import { DetailsDialog } from '../shared/DetailsDialog';
import { FormDialog } from '../shared/FormDialog';
import { PendingBadge } from '../shared/PendingBadge';
import { useConnectorChange } from '../shared/useConnectorChange';
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

/**
 * `/admin/connectors/provisioning-templates`: Cloud and Branch provisioning templates on the inventory kit: add (with
 * defaults), edit, view, delete; sorted, filtered and paged by the server, the view in the URL.
 */
export default function ProvisioningTemplatesPage() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const { dialog, open, close } = useDialog<Item>();
  const [addType, setAddType] = useState<Kind>('cloud');
  const changed = useConnectorChange();
  const type: Kind = dialog && dialog.mode !== 'add' ? dialog.item.type : addType;
  const add = (kind: Kind) => { setAddType(kind); open({ mode: 'add' }); };
  const menu = (key: string, label: string, values: readonly string[], text: (v: string) => string): ListMenu =>
    ({ key, label, options: values.map((value) => ({ value, label: text(value) })) });
  const menus = [
    menu('type', t('provisioning.type'), ['cloud', 'branch'], (v) => t(`provisioning.types.${v}`)),
    menu('provider', t('provisioning.provider'), CLOUD_PROVIDERS, (v) => v),
    menu('locationCreation', t('provisioning.locationCreation'), LOCATION_CREATIONS, (v) => t(`provisioning.creation.${v}`)),
    menu('vmSize', t('provisioning.vmSize'), VM_SIZES, (v) => t(`provisioning.size.${v}`)),
  ];
  const columns = (canManage: boolean): ColumnDef<Item, any>[] => [
    { id: 'name', header: t('provisioning.name'), cell: ({ row: { original: item } }) => <>{item.name} <PendingBadge pending={item.pending} /></> },
    { id: 'type', header: t('provisioning.type'), cell: (c) => t(`provisioning.types.${c.row.original.type}`) },
    { id: 'provider', header: t('provisioning.provider'), cell: (c) => c.row.original.provider },
    { id: 'locationCreation', header: t('provisioning.locationCreation'), cell: (c) => t(`provisioning.creation.${c.row.original.locationCreation}`) },
    { id: 'vmSize', header: t('provisioning.vmSize'), cell: (c) => t(`provisioning.size.${c.row.original.vmSize}`) },
    actionsColumn(canManage, open, { view: true }),
  ];
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
          <ObjectList kind="provisioning-templates" label={t('nav.provisioning')} columns={columns(canManage)} menus={menus} />
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
