import { useRuntime } from '../runtime/RuntimeContext';
import type { HttpClient } from './HttpClient';

/**
 * The console API client: paths relative to `/bff/api/`, the session cookie,
 * the CSRF header on writes, a 30 s timeout, and typed errors
 * ({@link HttpError} and its subclasses). A 401 ends the session for the
 * whole console; the plugin need not handle it.
 *
 * @example
 * ```tsx
 * const http = useHttp();
 * const tenant = await http.get('tenant/api/v1/tenant', { signal }).json<Tenant>();
 * await http.post(`notification/v1/notifications/${id}/read`);
 * ```
 *
 * @public
 */
export function useHttp(): HttpClient {
  return useRuntime('useHttp').http;
}
