import { type LocationTemplate, locationTemplateRequest } from '@palisade/contracts/connectors';
import type { ConnectorObject } from '@palisade/contracts/connectors';
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
import { LOCATION_TEMPLATE_SWITCHES, LocationTemplateFields } from './LocationTemplateFields';

type Item = ConnectorObject<LocationTemplate>;
const DEFAULTS = locationTemplateRequest.parse({ name: 'x', prefix: 'x' });
const formValues = (item?: Item) => {
  const { name, prefix, ...rest } = item ?? { ...DEFAULTS, name: '', prefix: '' };
  return { name, prefix, ...Object.fromEntries([...LOCATION_TEMPLATE_SWITCHES, 'aupFrequencyDays', 'downloadMbps', 'uploadMbps'].map((k) => [k, (rest as Record<string, unknown>)[k]])) };
};

/** `/admin/connectors/location-templates`: location templates on the inventory kit (server-sorted, filtered, paged): add, edit, view, delete. */
export default function LocationTemplatesPage() {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const { dialog, open, close } = useDialog<Item>();
  const changed = useConnectorChange();
  const yesNo = (on: boolean) => t(on ? 'form.on' : 'form.off');
  const menus: ListMenu[] = (['sslInspection', 'firewallControl', 'bandwidthControl', 'ipsControl'] as const).map((key) =>
    ({ key, label: t(`locationTemplates.${key}`), options: [{ value: 'true', label: yesNo(true) }, { value: 'false', label: yesNo(false) }] }));
  const columns = (canManage: boolean): ColumnDef<Item, any>[] => [
    { id: 'name', header: t('locationTemplates.name'), cell: ({ row: { original: item } }) => <>{item.name} <PendingBadge pending={item.pending} /></> },
    { id: 'prefix', header: t('locationTemplates.prefix'), cell: (c) => <code>{c.row.original.prefix}</code> },
    { id: 'downloadMbps', header: t('locationTemplates.bandwidth'), cell: ({ row: { original: item } }) =>
      (item.bandwidthControl ? t('locationTemplates.mbps', { down: item.downloadMbps, up: item.uploadMbps }) : yesNo(false)) },
    { id: 'sslInspection', header: t('locationTemplates.sslInspection'), cell: (c) => yesNo(c.row.original.sslInspection) },
    actionsColumn(canManage, open, { view: true }),
  ];
  return (
    <ConnectorsLayout title={t('nav.locations')}>
      {(canManage) => (
        <>
          {canManage && <Button onClick={() => open({ mode: 'add' })}>{t('locationTemplates.add')}</Button>}
          <ObjectList kind="location-templates" label={t('nav.locations')} columns={columns(canManage)} menus={menus} />
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
