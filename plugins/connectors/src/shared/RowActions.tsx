import { Button, usePluginTranslation } from '@palisade/sdk';

/** A list row's Edit and Delete buttons, each named after the row for screen readers. */
export function RowActions({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  const { t } = usePluginTranslation();
  return (
    <>
      <Button variant="secondary" aria-label={t('list.editOf', { name })} onClick={onEdit}>{t('list.edit')}</Button>
      <Button variant="danger" aria-label={t('list.deleteOf', { name })} onClick={onDelete}>{t('list.delete')}</Button>
    </>
  );
}
