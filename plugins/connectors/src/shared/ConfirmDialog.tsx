import { useState } from 'react';
import { Button, HttpError, Modal, usePluginTranslation } from '@palisade/sdk';

/** Asks before a delete, and shows why the server refused it (e.g. a template still in use). */
export function ConfirmDialog(props: { title: string; description: string; confirmLabel: string; onConfirm: () => Promise<unknown>; onClose: () => void }) {
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
      setError(e instanceof HttpError ? (e.serverMessage ?? e.message) : String(e));
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
      footer={<><Button variant="secondary" onClick={props.onClose}>{t('form.cancel')}</Button><Button variant="danger" loading={busy} onClick={confirm}>{props.confirmLabel}</Button></>}
    >
      {error && <p className="pl-form__error" role="alert">{error}</p>}
    </Modal>
  );
}
