import { type ConnectorKind, type ConnectorObject, connectorGroupRequest, connectorRequest } from '@palisade/contracts/connectors';
import { Button, useHttp, useNotify, usePluginTranslation } from '@palisade/sdk';
import { TextField } from '@palisade/sdk/forms';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { deleteObject, updateObject } from '../shared/connectorsApi';
import { DetailsDialog } from '../shared/DetailsDialog';
import { FormDialog } from '../shared/FormDialog';
import { ListState } from '../shared/ListState';
import { PendingBadge } from '../shared/PendingBadge';
import { useConnectorChange } from '../shared/useConnectorChange';
import { useConnectorList } from '../shared/useConnectorList';
import { useDialog } from '../shared/useDialog';

type Observed = ConnectorObject<{ name: string; enabled: boolean; description?: string } & Record<string, unknown>>;
export interface Column { key: string; label: string; format?: (value: unknown, item: Observed) => string }

/** Groups and connectors as their connectors report them: view, edit the name, enable, disable, delete. */
export function ObservedTable({ kind, title, columns, canManage }: { kind: ConnectorKind; title: string; columns: readonly Column[]; canManage: boolean }) {
  const { t } = usePluginTranslation();
  const http = useHttp();
  const notify = useNotify();
  const changed = useConnectorChange();
  const list = useConnectorList<Observed>(kind);
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
  return (
    <section aria-labelledby={`cn-${kind}`}>
      <h2 id={`cn-${kind}`}>{title}</h2>
      <ListState query={list}>
        {({ items }) => (
          <table className="cn-table" aria-label={title}>
            <thead><tr>
              <th scope="col">{t('connectors.name')}</th>
              {columns.map((c) => <th key={c.key} scope="col">{c.label}</th>)}
              <th scope="col">{t('connectors.enabled')}</th>
              <th scope="col"><span className="pl-visually-hidden">{t('list.actions')}</span></th>
            </tr></thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td>{item.name} <PendingBadge pending={item.pending} /></td>
                  {columns.map((c) => <td key={c.key}>{show(c, item)}</td>)}
                  <td>{t(item.enabled ? 'connectors.on' : 'connectors.off')}</td>
                  <td className="cn-row-actions">
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListState>
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
