/** `/logout/{origin}` (spec section 2), the route that signs out; an `oauth-redirect` window under it is not. */
export function isSignOutPath(pathname: string): boolean {
  return /^\/logout\/[^/]+\/?$/.test(pathname) && !pathname.includes('oauth-redirect');
}
