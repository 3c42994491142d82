import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';

/** Props of {@link Modal}. */
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
 */
export function Modal({ open, onOpenChange, title, description, children, footer, closeLabel = 'Close' }: ModalProps) {
  // Radix returns focus to a Dialog.Trigger; a controlled modal has none, so remember the opener.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="pl-modal-overlay" />
        <Dialog.Content
          className="pl-modal"
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <header className="pl-modal__header">
            <Dialog.Title className="pl-modal__title">{title}</Dialog.Title>
            <Dialog.Close className="pl-modal__close" aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </header>
          {description && <Dialog.Description className="pl-modal__description">{description}</Dialog.Description>}
          <div className="pl-modal__body">{children}</div>
          {footer && <footer className="pl-modal__footer">{footer}</footer>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
