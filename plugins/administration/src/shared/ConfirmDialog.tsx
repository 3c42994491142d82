import { useState, type ReactNode } from 'react';
import { Button, HttpError, Modal, usePluginTranslation } from '@palisade/sdk';

export interface ConfirmDialogProps {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** `Cancel` by default. */
  cancelLabel?: string;
  danger?: boolean;
  /** Runs on confirm; a rejection stays in the dialog as the server's message (e.g. who still uses the thing). */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** Asks before a change that cannot be undone from the same screen (revoke, delete), and shows why the server refused it. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = usePluginTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await props.onConfirm();
      props.onClose();
    } catch (e) {
      setError(e instanceof HttpError ? (e.serverMessage ?? e.message) : e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && props.onClose()}
      title={props.title}
      description={props.description}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>{props.cancelLabel ?? t('form.cancel')}</Button>
          <Button variant={props.danger ? 'danger' : 'primary'} loading={busy} onClick={confirm}>{props.confirmLabel}</Button>
        </>
      }
    >
      {error && <p className="pl-form__error" role="alert">{error}</p>}
    </Modal>
  );
}
