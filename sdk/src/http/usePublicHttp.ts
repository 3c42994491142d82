import { useRuntime } from '../runtime/RuntimeContext';
import type { HttpClient } from './HttpClient';

/**
 * An API client for a page that has no session, such as a
 * `console.page/standalone` page with no `module`: paths relative to
 * `/api/` (the server's API itself, not the session's `/bff/api/`), no
 * cookie, no CSRF header, the same 30 s timeout and typed errors as
 * {@link useHttp}. The call carries its own credential (a render token in
 * the page's address, for instance); a 401 is that call's
 * `UnauthenticatedError`, and never signs anyone out.
 *
 * @example
 * ```tsx
 * const http = usePublicHttp();
 * const token = new URLSearchParams(useLocation().search).get('token') ?? '';
 * const report = await http.get('reports/v1/render', { searchParams: { token } }).json<ApiResponse<'/api/reports/v1/render', 'get'>>();
 * ```
 *
 * @public
 */
export function usePublicHttp(): HttpClient {
  return useRuntime('usePublicHttp').publicHttp;
}
