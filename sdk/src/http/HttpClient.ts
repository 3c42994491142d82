import type { KyInstance } from 'ky';

/**
 * The console API client: a [ky](https://github.com/sindresorhus/ky) instance
 * whose paths are relative to `/bff/api/` (no leading slash). Failures reject
 * with {@link HttpError} subclasses.
 *
 * @example
 * ```ts
 * const user = await http.get('tenant/rbac/api/v1/rbac/user').json<ApiResponse<'/api/tenant/rbac/api/v1/rbac/user', 'get'>>();
 * ```
 *
 * @public
 */
export type HttpClient = KyInstance;
