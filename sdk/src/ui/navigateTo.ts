import type { MouseEvent } from 'react';

/**
 * Client-side navigation that every React root notices: single-spa's
 * navigation when present, else history plus a popstate event.
 *
 * @public
 */
export function navigateTo(href: string): void {
  const singleSpaNavigate = (window as { singleSpaNavigate?: (url: string) => void }).singleSpaNavigate;
  if (typeof singleSpaNavigate === 'function') {
    singleSpaNavigate(href);
    return;
  }
  window.history.pushState(null, '', href);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

/** A link's click handler that navigates in place, leaving modified clicks (new tab) to the browser. */
export function handleLinkClick(event: MouseEvent<HTMLAnchorElement>, href: string): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  if (event.currentTarget.target && event.currentTarget.target !== '_self') return;
  event.preventDefault();
  navigateTo(href);
}
