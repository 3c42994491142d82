import { type ConnectorObject, gatewayRequest, type GatewayInput } from '@palisade/contracts/connectors';
import { useState } from 'react';
import { Button, useHttp, usePluginTranslation } from '@palisade/sdk';
import { CheckboxField, TextField } from '@palisade/sdk/forms';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { AreaAdministrators } from './AreaAdministrators';
import { RowActions } from '../shared/RowActions';
import { ConnectorsLayout } from '../shared/ConnectorsLayout';
import { createObject, deleteObject, updateObject } from '../shared/connectorsApi';
import { FormDialog } from '../shared/FormDialog';
import { ListState } from '../shared/ListState';
import { PendingBadge } from '../shared/PendingBadge';
import { useConnectorChange } from '../shared/useConnectorChange';
import { useConnectorList } from '../shared/useConnectorList';
import { useDialog } from '../shared/useDialog';

type Gateway = Required<Pick<GatewayInput, 'type' | 'name' | 'primaryProxy' | 'secondaryProxy' | 'failClose'>>;
type Item = ConnectorObject<Gateway>;
type GatewayType = Gateway['type'];

/** `/admin/connectors/gateways`: ZIA and Log & Control gateways, each added in its own dialog (fail close on by default). */
export default function GatewaysPage() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const list = useConnectorList<Gateway>('gateways');
  const { dialog, open, close } = useDialog<Item>();
  const [addType, setAddType] = useState<GatewayType>('zia');
  const changed = useConnectorChange();
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
          <ListState query={list}>
            {({ items }) => (
              <table className="cn-table" aria-label={t('nav.gateways')}>
                <thead><tr>
                  <th scope="col">{t('gateways.name')}</th><th scope="col">{t('gateways.type')}</th><th scope="col">{t('gateways.primaryProxy')}</th>
                  <th scope="col">{t('gateways.secondaryProxy')}</th><th scope="col">{t('gateways.failClose')}</th>
                  <th scope="col"><span className="pl-visually-hidden">{t('list.actions')}</span></th>
                </tr></thead>
                <tbody>
                  {items.map((item) => (
                    <tr key={item.id}>
                      <td>{item.name} <PendingBadge pending={item.pending} /></td>
                      <td>{t(`gateways.types.${item.type}`)}</td>
                      <td><code>{item.primaryProxy}</code></td>
                      <td><code>{item.secondaryProxy}</code></td>
                      <td>{t(item.failClose ? 'form.on' : 'form.off')}</td>
                      <td className="cn-row-actions">
                        {canManage && <RowActions name={item.name} onEdit={() => open({ mode: 'edit', item })} onDelete={() => open({ mode: 'delete', item })} />}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </ListState>
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
