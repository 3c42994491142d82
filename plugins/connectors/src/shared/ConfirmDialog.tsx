import { ConfirmDialog as SdkConfirmDialog, usePluginTranslation } from '@palisade/sdk';

/** Asks before a delete (the SDK's dialog with this area's Cancel text), and shows why the server refused it (e.g. a template still in use). */
export function ConfirmDialog(props: { title: string; description: string; confirmLabel: string; onConfirm: () => Promise<unknown>; onClose: () => void }) {
  const { t } = usePluginTranslation();
  return <SdkConfirmDialog {...props} cancelLabel={t('form.cancel')} danger />;
}
