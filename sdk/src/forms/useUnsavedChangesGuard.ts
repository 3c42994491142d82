import { useEffect, useRef, useState } from 'react';

/** What {@link useUnsavedChangesGuard} hands back to draw its confirmation. @public */
export interface UnsavedChangesGuard {
  /** What the user tried while changes were unsaved: the address of a link, `''` for a cancel; null when nothing waits. */
  pending: string | null;
  /** Leaves anyway: opens the pending address or runs the pending cancel. */
  leave: () => void;
  /** Runs `action` (a Cancel that drops the form) now when nothing is unsaved, else after the user confirms. */
  confirm: (action: () => void) => void;
  /** Stays on the page. */
  stay: () => void;
}

type Pending = { kind: 'link'; href: string; anchor: HTMLAnchorElement } | { kind: 'action'; run: () => void };

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

/**
 * While `dirty`, asks before the page is left: the browser's own prompt on
 * reload or close, and a `pending` address when a link inside the console is
 * followed (menu, tiles, breadcrumbs), to confirm with {@link UnsavedChangesDialog}.
 *
 * @public
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const [pending, setPending] = useState<Pending | null>(null);
  const allowed = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    allowed.current = false;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (allowed.current || !isPlainLeftClick(event)) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      setPending({ kind: 'link', href: url.pathname + url.search + url.hash, anchor });
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    // Capture phase on the document: before the router's own click handler on the link.
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  return {
    pending: pending === null ? null : pending.kind === 'link' ? pending.href : '',
    stay: () => setPending(null),
    confirm: (run) => (dirty ? setPending({ kind: 'action', run }) : run()),
    leave: () => {
      const target = pending;
      setPending(null);
      if (!target) return;
      if (target.kind === 'action') {
        target.run();
        return;
      }
      allowed.current = true;
      // The link's own handler (router or plain navigation) does the rest.
      if (target.anchor.isConnected) target.anchor.click();
      else window.location.assign(target.href);
    },
  };
}
