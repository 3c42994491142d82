/** The sign-in page's path. */
export const LOGIN_PATH = '/login';
/** Default landing page (spec section 2). */
export const DEFAULT_LANDING = '/admin/dashboard/dashboard';

/**
 * Where a signed-out visitor is sent: `/login?from=<encoded path and query>`,
 * or `null` when they are already on the sign-in page. The one place that
 * decides it (issue 4 moves it to the spec's `/?from=` flow).
 */
export function loginRedirect(location: { pathname: string; search: string }): string | null {
  if (location.pathname === LOGIN_PATH) return null;
  const from = `${location.pathname}${location.search}`;
  if (from === '/' || from === '') return LOGIN_PATH;
  return `${LOGIN_PATH}?from=${encodeURIComponent(from)}`;
}

/**
 * Where to go after sign-in: the `from` return address when it is a path on
 * this site other than `/` or the login page (spec section 5), else the dashboard.
 */
export function returnAddress(search: string): string {
  const from = new URLSearchParams(search).get('from');
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return DEFAULT_LANDING;
  const path = from.split(/[?#]/)[0];
  if (path === '/' || path === LOGIN_PATH || path === 'login') return DEFAULT_LANDING;
  return from;
}
