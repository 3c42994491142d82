import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { Button } from '../ui/Button';
import type { DetailNavigation } from './useDetailNavigation';

/** Texts of {@link DetailDrawer}; English unless given. */
export interface DetailDrawerLabels {
  /** `Previous`. */
  previous: string;
  /** `Next`. */
  next: string;
  /** The close button's accessible name; `Close`. */
  close: string;
}

const ENGLISH: DetailDrawerLabels = { previous: 'Previous', next: 'Next', close: 'Close' };

/** Props of {@link DetailDrawer}. */
export interface DetailDrawerProps {
  /** The open row's id; the drawer is open while it is set. */
  rowId: string | null;
  /** The drawer's title; it names the dialog. */
  title: ReactNode;
  /** A sentence under the title. */
  description?: ReactNode;
  /** Escape, the close button or a click outside. */
  onClose: () => void;
  /** Previous and next, from {@link useDetailNavigation}. */
  navigation: DetailNavigation;
  children?: ReactNode;
  /** More buttons beside previous and next (the row's own actions). */
  actions?: ReactNode;
  labels?: Partial<DetailDrawerLabels>;
}

/**
 * A row's detail in a dialog at the side of the screen, with previous and next. Escape closes it, and the focus goes
 * back to the row the drawer shows last (its first button or link, else the row), even after moving through several.
 */
export function DetailDrawer({ rowId, title, description, onClose, navigation, children, actions, labels }: DetailDrawerProps) {
  const text = { ...ENGLISH, ...labels };
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
