import { STORAGE_KEYS } from './constants';
/** Default landing (spec section 2), where a visitor goes before the user's access is known. */
export const DEFAULT_LANDING = '/admin/dashboard/dashboard';

/** The sign-in page's path. */
export const LOGIN_PATH = '/login';

/**
 * Where a signed-out visitor is sent (spec section 2): `/?from=<encoded path
 * and query>`; `null` on `/` and the sign-in page themselves. The one place
 * that decides it.
 */
export function loginRedirect(location: { pathname: string; search: string }): string | null {
  if (location.pathname === '/' || location.pathname === LOGIN_PATH) return null;
  return `/?from=${encodeURIComponent(`${location.pathname}${location.search}`)}`;
}

/**
 * A return address worth keeping: a path on this site other than `/` or the
 * login page (spec section 5); `null` otherwise.
 */
export function sanitiseReturnAddress(from: string | null | undefined): string | null {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null;
  const path = from.split(/[?#]/)[0];
  if (path === '/' || path === LOGIN_PATH || path === 'login') return null;
  return from;
}

/** The `from` query parameter as a return address, else the dashboard. */
export function returnAddress(search: string): string {
  return sanitiseReturnAddress(new URLSearchParams(search).get('from')) ?? DEFAULT_LANDING;
}

/** `/` stores its `from` parameter as the return address unless it is `/` or login (spec section 2). */
export function storeReturnAddress(search: string, storage: Storage = sessionStorage): void {
  const from = new URLSearchParams(search).get('from');
  if (from === null) return;
  const address = sanitiseReturnAddress(from);
  if (address) storage.setItem(STORAGE_KEYS.returnAddress, address);
}

/** Takes the saved return address (it is used once). */
export function takeReturnAddress(storage: Storage = sessionStorage): string | null {
  const address = sanitiseReturnAddress(storage.getItem(STORAGE_KEYS.returnAddress));
  storage.removeItem(STORAGE_KEYS.returnAddress);
  return address;
}
