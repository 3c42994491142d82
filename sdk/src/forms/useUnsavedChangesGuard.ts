import { useEffect, useRef, useState } from 'react';

/** What {@link useUnsavedChangesGuard} hands back to draw its confirmation. */
export interface UnsavedChangesGuard {
  /** The address the user tried to open while changes were unsaved, or null. */
  pending: string | null;
  /** Leaves anyway: opens the pending address. */
  leave: () => void;
  /** Stays on the page. */
  stay: () => void;
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey && !event.defaultPrevented;
}

/**
 * While `dirty`, asks before the page is left: the browser's own prompt on
 * reload or close, and a `pending` address when a link inside the console is
 * followed (menu, tiles, breadcrumbs), to confirm with {@link UnsavedChangesDialog}.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const [pending, setPending] = useState<{ href: string; anchor: HTMLAnchorElement } | null>(null);
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
      setPending({ href: url.pathname + url.search + url.hash, anchor });
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
    pending: pending?.href ?? null,
    stay: () => setPending(null),
    leave: () => {
      const target = pending;
      setPending(null);
      if (!target) return;
      allowed.current = true;
      // The link's own handler (router or plain navigation) does the rest.
      if (target.anchor.isConnected) target.anchor.click();
      else window.location.assign(target.href);
    },
  };
}
