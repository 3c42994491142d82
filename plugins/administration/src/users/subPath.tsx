import { useEffect, useState, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { navigateTo } from '@palisade/sdk';

/** The current path, kept up to date on client-side navigation (the area's route stays mounted for its sub-pages). */
export function usePathname(): string {
  const [path, setPath] = useState(() => window.location.pathname);
  useEffect(() => {
    const update = () => setPath(window.location.pathname);
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, []);
  return path;
}

/** The part of the path under `base`, without slashes at either end ('' for the base itself). */
export function subPathOf(pathname: string, base: string): string {
  return pathname.startsWith(base) ? pathname.slice(base.length).replace(/^\/+|\/+$/g, '') : '';
}

/** A real link (so the unsaved-changes guard sees it) that navigates in place. */
export function AppLink({ href, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigateTo(href);
  };
  return <a href={href} onClick={click} {...rest} />;
}
