import * as Dialog from '@radix-ui/react-dialog';
import { useRef } from 'react';
import { Button } from '../ui/Button';
import type { DetailDrawerProps } from './DetailDrawer';

/** The radix dialog behind {@link DetailDrawer}, in its own chunk. */
export default function DetailDrawerDialog({ rowId, title, description, onClose, navigation, children, actions, labels }: DetailDrawerProps) {
  const text = { previous: 'Previous', next: 'Next', close: 'Close', ...labels };
  // Closing clears the row id before the focus returns: remember the last row shown.
  const lastRow = useRef(rowId);
  if (rowId !== null) lastRow.current = rowId;
  return (
    <Dialog.Root open={rowId !== null} onOpenChange={(open) => { if (!open) onClose(); }}>
      <Dialog.Portal>
        <Dialog.Overlay className="pl-drawer-overlay" />
        <Dialog.Content className="pl-drawer" {...(description ? {} : { 'aria-describedby': undefined })}
          onCloseAutoFocus={(event) => {
            const row = [...document.querySelectorAll<HTMLElement>('tr[data-row-id]')].find((r) => r.dataset['rowId'] === lastRow.current);
            if (!row) return;
            event.preventDefault();
            const target = row.querySelector<HTMLElement>('td a[href], td button') ?? row;
            if (target === row) row.tabIndex = -1;
            target.focus();
          }}>
          <header className="pl-drawer__header">
            <Dialog.Title className="pl-drawer__title">{title}</Dialog.Title>
            <Dialog.Close className="pl-modal__close" aria-label={text.close}><span aria-hidden="true">×</span></Dialog.Close>
          </header>
          {description && <Dialog.Description className="pl-modal__description">{description}</Dialog.Description>}
          <div className="pl-drawer__nav">
            <Button variant="secondary" disabled={!navigation.previous} onClick={() => navigation.previous?.()}>{text.previous}</Button>
            <Button variant="secondary" disabled={!navigation.next} onClick={() => navigation.next?.()}>{text.next}</Button>
          </div>
          <div className="pl-drawer__body">{children}</div>
          {actions && <footer className="pl-drawer__footer">{actions}</footer>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
