import { type ConnectorObject, gatewayRequest, type GatewayInput } from '@palisade/contracts/connectors';
import { useState } from 'react';
import { Button, useHttp, usePluginTranslation } from '@palisade/sdk';
import type { ColumnDef } from '@palisade/sdk/inventory';
import { actionsColumn } from '../lists/actionsColumn';
import { type ListMenu, ObjectList } from '../lists/ObjectList';
import { CheckboxField, TextField } from '@palisade/sdk/forms';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { AreaAdministrators } from './AreaAdministrators';
import { ConnectorsLayout } from '../shared/ConnectorsLayout';
import { createObject, deleteObject, updateObject } from '../shared/connectorsApi';
import { FormDialog } from '../shared/FormDialog';
import { PendingBadge } from '../shared/PendingBadge';
import { useConnectorChange } from '../shared/useConnectorChange';
import { useDialog } from '../shared/useDialog';

type Gateway = Required<Pick<GatewayInput, 'type' | 'name' | 'primaryProxy' | 'secondaryProxy' | 'failClose'>>;
type Item = ConnectorObject<Gateway>;
type GatewayType = Gateway['type'];

/** `/admin/connectors/gateways`: ZIA and Log & Control gateways on the inventory kit, each added in its own dialog (fail close on by default). */
export default function GatewaysPage() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const { dialog, open, close } = useDialog<Item>();
  const [addType, setAddType] = useState<GatewayType>('zia');
  const changed = useConnectorChange();
  const menus: ListMenu[] = [
    { key: 'type', label: t('gateways.type'), options: (['zia', 'logAndControl'] as const).map((value) => ({ value, label: t(`gateways.types.${value}`) })) },
    { key: 'failClose', label: t('gateways.failClose'), options: [{ value: 'true', label: t('form.on') }, { value: 'false', label: t('form.off') }] },
  ];
  const columns = (canManage: boolean): ColumnDef<Item, any>[] => [
    { id: 'name', header: t('gateways.name'), cell: ({ row: { original: item } }) => <>{item.name} <PendingBadge pending={item.pending} /></> },
    { id: 'type', header: t('gateways.type'), cell: (c) => t(`gateways.types.${c.row.original.type}`) },
    { id: 'primaryProxy', header: t('gateways.primaryProxy'), cell: (c) => <code>{c.row.original.primaryProxy}</code> },
    { id: 'secondaryProxy', header: t('gateways.secondaryProxy'), cell: (c) => <code>{c.row.original.secondaryProxy}</code> },
    { id: 'failClose', header: t('gateways.failClose'), cell: (c) => t(c.row.original.failClose ? 'form.on' : 'form.off') },
    actionsColumn(canManage, open),
  ];
  const type = dialog && dialog.mode !== 'add' ? dialog.item.type : addType;
  const blank: Gateway = { type, name: '', primaryProxy: '', secondaryProxy: '', failClose: true };
  return (
    <ConnectorsLayout title={t('nav.gateways')}>
      {(canManage) => (
        <>
          {canManage && (
            <div className="cn-row-actions">
              {(['zia', 'logAndControl'] as const).map((kind) => (
                <Button key={kind} onClick={() => { setAddType(kind); open({ mode: 'add' }); }}>{t(`gateways.add.${kind}`)}</Button>
              ))}
            </div>
          )}
          <ObjectList kind="gateways" label={t('nav.gateways')} columns={columns(canManage)} menus={menus} />
          <AreaAdministrators />
          {(dialog?.mode === 'add' || dialog?.mode === 'edit') && (
            <FormDialog
              title={dialog.mode === 'add' ? t(`gateways.add.${type}`) : t('list.editOf', { name: dialog.item.name })}
              schema={gatewayRequest}
              defaultValues={(dialog.mode === 'edit' ? { ...blank, ...dialog.item } : blank) as never}
              submitLabel={t('form.save')}
              cancelLabel={t('form.cancel')}
              savedMessage={t('form.savedPending')}
              onSubmit={(values) => (dialog.mode === 'edit' ? updateObject(http, 'gateways', dialog.item.id, values) : createObject(http, 'gateways', values))}
              onClose={close}
            >
              <TextField name="name" label={t('gateways.name')} />
              <TextField name="primaryProxy" label={t('gateways.primaryProxy')} autoComplete="off" spellCheck={false} />
              <TextField name="secondaryProxy" label={t('gateways.secondaryProxy')} autoComplete="off" spellCheck={false} />
              <CheckboxField name="failClose" label={t('gateways.failClose')} />
            </FormDialog>
          )}
          {dialog?.mode === 'delete' && (
            <ConfirmDialog title={t('list.deleteOf', { name: dialog.item.name })} description={t('list.deletePending')} confirmLabel={t('list.delete')}
              onConfirm={async () => { await deleteObject(http, 'gateways', dialog.item.id); await changed(); }} onClose={close} />
          )}
        </>
      )}
    </ConnectorsLayout>
  );
}
