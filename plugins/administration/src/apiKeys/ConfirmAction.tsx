import { useState, type ReactNode } from 'react';
import { Button, Modal } from '@palisade/sdk';

export interface ConfirmActionProps {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  /** Runs on confirm; a refusal stays in the dialog as the server's message. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** Asks before a change that cannot be taken back (revoking a key, deleting an address), and shows why the server refused. */
export function ConfirmAction(props: ConfirmActionProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await props.onConfirm();
      props.onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
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
          <Button variant="secondary" onClick={props.onClose}>{props.cancelLabel}</Button>
          <Button variant={props.danger ? 'danger' : 'primary'} loading={busy} onClick={confirm}>{props.confirmLabel}</Button>
        </>
      }
    >
      {error && <p className="pl-form__error" role="alert">{error}</p>}
    </Modal>
  );
}
