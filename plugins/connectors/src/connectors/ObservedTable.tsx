import { type ConnectorObject, type ListedConnectorKind, connectorGroupRequest, connectorRequest } from '@palisade/contracts/connectors';
import { Button, useHttp, useNotify, usePluginTranslation } from '@palisade/sdk';
import { TextField } from '@palisade/sdk/forms';
import type { ColumnDef } from '@palisade/sdk/inventory';
import { type ListMenu, ObjectList } from '../lists/ObjectList';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { deleteObject, updateObject } from '../shared/connectorsApi';
import { DetailsDialog } from '../shared/DetailsDialog';
import { FormDialog } from '../shared/FormDialog';
import { PendingBadge } from '../shared/PendingBadge';
import { useConnectorChange } from '../shared/useConnectorChange';
import { useDialog } from '../shared/useDialog';

type Observed = ConnectorObject<{ name: string; enabled: boolean; description?: string } & Record<string, unknown>>;
export interface Column { key: string; label: string; format?: (value: unknown, item: Observed) => string }

/** Groups and connectors as their connectors report them, on the inventory kit: view, edit the name, enable, disable, delete. */
export function ObservedTable({ kind, title, columns, menus, canManage }: {
  kind: ListedConnectorKind; title: string; columns: readonly Column[]; menus: ListMenu[]; canManage: boolean;
}) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const changed = useConnectorChange();
  const { dialog, open, close } = useDialog<Observed>();
  const isGroup = kind.endsWith('groups');
  const bodyOf = (item: Observed, change: Record<string, unknown>) =>
    ({ name: item.name, enabled: item.enabled, ...(isGroup ? { description: item.description ?? '' } : {}), ...change });
  const toggle = async (item: Observed) => {
    await updateObject(http, kind, item.id, bodyOf(item, { enabled: !item.enabled }));
    notify({ message: t(item.enabled ? 'connectors.disabledPending' : 'connectors.enabledPending', { name: item.name }) });
    await changed();
  };
  const show = (c: Column, item: Observed) => (c.format ? c.format(item[c.key], item) : String(item[c.key] ?? ''));
  const tableColumns: ColumnDef<Observed, any>[] = [
    { id: 'name', header: t('connectors.name'), cell: (c) => <>{c.row.original.name} <PendingBadge pending={c.row.original.pending} /></> },
    ...columns.map((column): ColumnDef<Observed, any> => ({ id: column.key, header: column.label, cell: (c) => show(column, c.row.original) })),
    { id: 'enabled', header: t('connectors.enabled'), cell: (c) => t(c.row.original.enabled ? 'connectors.on' : 'connectors.off') },
    {
      id: 'actions', header: () => <span className="pl-visually-hidden">{t('list.actions')}</span>,
      cell: ({ row: { original: item } }) => (
        <span className="cn-row-actions">
          <Button variant="secondary" aria-label={t('list.viewOf', { name: item.name })} onClick={() => open({ mode: 'view', item })}>{t('list.view')}</Button>
          {canManage && (
            <>
              <Button variant="secondary" aria-label={t('list.editOf', { name: item.name })} onClick={() => open({ mode: 'edit', item })}>{t('list.edit')}</Button>
              <Button variant="secondary" aria-label={t(item.enabled ? 'connectors.disableOf' : 'connectors.enableOf', { name: item.name })} onClick={() => void toggle(item)}>
                {t(item.enabled ? 'connectors.disable' : 'connectors.enable')}
              </Button>
              <Button variant="danger" aria-label={t('list.deleteOf', { name: item.name })} onClick={() => open({ mode: 'delete', item })}>{t('list.delete')}</Button>
            </>
          )}
        </span>
      ),
    },
  ];
  return (
    <section aria-label={title}>
      <ObjectList kind={kind} label={title} columns={tableColumns} menus={menus} tab={kind} />
      {dialog?.mode === 'view' && (
        <DetailsDialog title={dialog.item.name} onClose={close}
          rows={[...columns.map((c) => [c.label, show(c, dialog.item)] as const), [t('connectors.enabled'), t(dialog.item.enabled ? 'connectors.on' : 'connectors.off')]]} />
      )}
      {dialog?.mode === 'edit' && (
        <FormDialog
          title={t('list.editOf', { name: dialog.item.name })}
          schema={isGroup ? connectorGroupRequest : connectorRequest}
          defaultValues={bodyOf(dialog.item, {}) as never}
          submitLabel={t('form.save')}
          cancelLabel={t('form.cancel')}
          savedMessage={t('form.savedPending')}
          onSubmit={(values) => updateObject(http, kind, dialog.item.id, values)}
          onClose={close}
        >
          <TextField name="name" label={t('connectors.name')} />
          {isGroup && <TextField name="description" label={t('connectors.description')} multiline />}
        </FormDialog>
      )}
      {dialog?.mode === 'delete' && (
        <ConfirmDialog title={t('list.deleteOf', { name: dialog.item.name })} description={t('list.deletePending')} confirmLabel={t('list.delete')}
          onConfirm={async () => { await deleteObject(http, kind, dialog.item.id); await changed(); }} onClose={close} />
      )}
    </section>
  );
}
