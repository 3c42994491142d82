import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import type { ModalProps } from './Modal';

/** The radix dialog behind {@link Modal}, in its own chunk. */
export default function ModalDialog({ open, onOpenChange, title, description, children, footer, closeLabel = 'Close' }: ModalProps) {
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
