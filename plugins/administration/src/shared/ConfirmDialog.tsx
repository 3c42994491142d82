import { ConfirmDialog as SdkConfirmDialog, type ConfirmDialogProps as SdkConfirmDialogProps, usePluginTranslation } from '@palisade/sdk';

export type ConfirmDialogProps = Omit<SdkConfirmDialogProps, 'cancelLabel'> & {
  /** `Cancel` by default. */
  cancelLabel?: string;
};

/** The SDK's confirmation dialog with this plugin's Cancel text unless a screen names its own. */
export function ConfirmDialog({ cancelLabel, ...props }: ConfirmDialogProps) {
  const { t } = usePluginTranslation();
  return <SdkConfirmDialog {...props} cancelLabel={cancelLabel ?? t('form.cancel')} />;
}
