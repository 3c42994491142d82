import { lazy, Suspense, useState, type ReactNode } from 'react';

// radix dialog (focus scope, scroll lock) stays out of the SDK's boot bytes
// until a page first opens a modal.
const ModalDialog = lazy(() => import('./ModalDialog'));

/** Props of {@link Modal}. @public */
export interface ModalProps {
  open: boolean;
  /** Called with `false` on Escape, the close button or a click outside. */
  onOpenChange: (open: boolean) => void;
  /** The dialog's title; it labels the dialog. */
  title: ReactNode;
  /** A sentence under the title; it describes the dialog. */
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** Accessible name of the close button; `Close`. */
  closeLabel?: string;
}

/**
 * A modal dialog (radix dialog): focus moves in and stays trapped until it
 * closes, Escape closes it, focus returns to where it was, and the title
 * labels it.
 *
 * @example
 * ```tsx
 * const [open, setOpen] = useState(false);
 * <Modal open={open} onOpenChange={setOpen} title="Delete policy?"
 *   footer={<Button variant="danger" onClick={remove}>Delete</Button>}>
 *   This cannot be undone.
 * </Modal>
 * ```
 *
 * @public
 */
export function Modal(props: ModalProps) {
  // Once opened, stay mounted so the close (focus return) runs inside radix.
  const [used, setUsed] = useState(props.open);
  if (props.open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
