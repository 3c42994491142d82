import { Button, usePluginTranslation } from '@palisade/sdk';
import type { ColumnDef } from '@palisade/sdk/inventory';
import { RowActions } from '../shared/RowActions';
import type { DialogOf } from '../shared/useDialog';

type Opens<T> = (dialog: DialogOf<T>) => void;

function ActionsHeader() {
  const { t } = usePluginTranslation();
  return <span className="pl-visually-hidden">{t('list.actions')}</span>;
}

function ActionsCell<T extends { name: string }>({ item, canManage, open, view }: { item: T; canManage: boolean; open: Opens<T>; view: boolean }) {
  const { t } = usePluginTranslation();
  return (
    <span className="cn-row-actions">
      {view && <Button variant="secondary" aria-label={t('list.viewOf', { name: item.name })} onClick={() => open({ mode: 'view', item })}>{t('list.view')}</Button>}
      {canManage && <RowActions name={item.name} onEdit={() => open({ mode: 'edit', item })} onDelete={() => open({ mode: 'delete', item })} />}
    </span>
  );
}

/**
 * A list's last column: View (when the page has a details dialog), and Edit and Delete for a role that manages the
 * area, each named after the row; they open the page's dialog for the row.
 */
export function actionsColumn<T extends { name: string }>(canManage: boolean, open: Opens<T>, { view = false } = {}): ColumnDef<T, any> {
  return {
    id: 'actions', header: () => <ActionsHeader />,
    cell: ({ row: { original: item } }) => <ActionsCell item={item} canManage={canManage} open={open} view={view} />,
  };
}
