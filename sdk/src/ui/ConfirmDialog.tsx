import { useState, type ReactNode } from 'react';
import { HttpError } from '../http/HttpError';
import { Button } from './Button';
import { Modal } from './Modal';

/** @public */
export interface ConfirmDialogProps {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  /** Draws the confirm button as a destructive action. */
  danger?: boolean;
  /** Runs on confirm; a rejection stays in the dialog as the server's message (e.g. who still uses the thing). */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * Asks before a change that cannot be undone from the same screen (revoke,
 * delete); while `onConfirm` runs the button shows progress, and when it
 * rejects the dialog stays open with the server's reason.
 *
 * @example
 * ```tsx
 * <ConfirmDialog title="Delete this rule?" description="Alerts it hides show again." confirmLabel="Delete"
 *   cancelLabel="Cancel" danger onConfirm={() => http.delete(`rules/${id}`)} onClose={close} />
 * ```
 * @public
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
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
          <Button variant="secondary" onClick={props.onClose}>{props.cancelLabel}</Button>
          <Button variant={props.danger ? 'danger' : 'primary'} loading={busy} onClick={confirm}>{props.confirmLabel}</Button>
        </>
      }
    >
      {error && <p className="pl-form__error" role="alert">{error}</p>}
    </Modal>
  );
}
