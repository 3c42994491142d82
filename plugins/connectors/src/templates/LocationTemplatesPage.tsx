import { type LocationTemplate, locationTemplateRequest } from '@palisade/contracts/connectors';
import type { ConnectorObject } from '@palisade/contracts/connectors';
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
import { LOCATION_TEMPLATE_SWITCHES, LocationTemplateFields } from './LocationTemplateFields';

type Item = ConnectorObject<LocationTemplate>;
const DEFAULTS = locationTemplateRequest.parse({ name: 'x', prefix: 'x' });
const formValues = (item?: Item) => {
  const { name, prefix, ...rest } = item ?? { ...DEFAULTS, name: '', prefix: '' };
  return { name, prefix, ...Object.fromEntries([...LOCATION_TEMPLATE_SWITCHES, 'aupFrequencyDays', 'downloadMbps', 'uploadMbps'].map((k) => [k, (rest as Record<string, unknown>)[k]])) };
};

/** `/admin/connectors/location-templates`: add, edit, view and delete location templates. */
export default function LocationTemplatesPage() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const list = useConnectorList<LocationTemplate>('location-templates');
  const { dialog, open, close } = useDialog<Item>();
  const changed = useConnectorChange();
  const yesNo = (on: boolean) => t(on ? 'form.on' : 'form.off');
  return (
    <ConnectorsLayout title={t('nav.locations')}>
      {(canManage) => (
        <>
          {canManage && <Button onClick={() => open({ mode: 'add' })}>{t('locationTemplates.add')}</Button>}
          <ListState query={list}>
            {({ items }) => (
              <table className="cn-table" aria-label={t('nav.locations')}>
                <thead><tr>
                  <th scope="col">{t('locationTemplates.name')}</th><th scope="col">{t('locationTemplates.prefix')}</th>
                  <th scope="col">{t('locationTemplates.bandwidth')}</th><th scope="col">{t('locationTemplates.sslInspection')}</th>
                  <th scope="col"><span className="pl-visually-hidden">{t('list.actions')}</span></th>
                </tr></thead>
                <tbody>
                  {items.map((item) => (
                    <tr key={item.id}>
                      <td>{item.name} <PendingBadge pending={item.pending} /></td>
                      <td><code>{item.prefix}</code></td>
                      <td>{item.bandwidthControl ? t('locationTemplates.mbps', { down: item.downloadMbps, up: item.uploadMbps }) : yesNo(false)}</td>
                      <td>{yesNo(item.sslInspection)}</td>
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
              title={dialog.mode === 'add' ? t('locationTemplates.add') : t('list.editOf', { name: dialog.item.name })}
              schema={locationTemplateRequest}
              defaultValues={formValues(dialog.mode === 'edit' ? dialog.item : undefined) as never}
              submitLabel={t('form.save')}
              cancelLabel={t('form.cancel')}
              savedMessage={t('form.savedPending')}
              onSubmit={(values) => (dialog.mode === 'edit' ? updateObject(http, 'location-templates', dialog.item.id, values) : createObject(http, 'location-templates', values))}
              onClose={close}
            >
              <LocationTemplateFields />
            </FormDialog>
          )}
          {dialog?.mode === 'view' && (
            <DetailsDialog
              title={dialog.item.name}
              onClose={close}
              rows={[
                [t('locationTemplates.prefix'), dialog.item.prefix],
                ...LOCATION_TEMPLATE_SWITCHES.map((k) => [t(`locationTemplates.${k}`), yesNo(dialog.item[k])] as const),
                [t('locationTemplates.aupFrequencyDays'), String(dialog.item.aupFrequencyDays)],
                [t('locationTemplates.downloadMbps'), String(dialog.item.downloadMbps)],
                [t('locationTemplates.uploadMbps'), String(dialog.item.uploadMbps)],
              ]}
            />
          )}
          {dialog?.mode === 'delete' && (
            <ConfirmDialog
              title={t('list.deleteOf', { name: dialog.item.name })}
              description={t('list.deletePending')}
              confirmLabel={t('list.delete')}
              onConfirm={async () => { await deleteObject(http, 'location-templates', dialog.item.id); await changed(); }}
              onClose={close}
            />
          )}
        </>
      )}
    </ConnectorsLayout>
  );
}
