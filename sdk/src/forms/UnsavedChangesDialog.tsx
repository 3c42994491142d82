import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import type { UnsavedChangesGuard } from './useUnsavedChangesGuard';

/** Props of {@link UnsavedChangesDialog}. @public */
export interface UnsavedChangesDialogProps {
  guard: UnsavedChangesGuard;
  title?: string;
  message?: string;
  stayLabel?: string;
  leaveLabel?: string;
}

/** Asks whether to leave a page with unsaved changes; shown while the guard has a pending address. @public */
export function UnsavedChangesDialog(props: UnsavedChangesDialogProps) {
  const { guard } = props;
  return (
    <Modal
      open={guard.pending !== null}
      onOpenChange={(open) => !open && guard.stay()}
      title={props.title ?? 'Leave without saving?'}
      description={props.message ?? 'You have unsaved changes. If you leave this page, they are lost.'}
      footer={
        <>
          <Button variant="secondary" onClick={guard.stay}>
            {props.stayLabel ?? 'Stay on this page'}
          </Button>
          <Button variant="danger" onClick={guard.leave}>
            {props.leaveLabel ?? 'Leave'}
          </Button>
        </>
      }
    />
  );
}
