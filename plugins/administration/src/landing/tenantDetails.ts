import type { ApiResponse, HttpClient } from '@palisade/sdk';

/** What `GET tenant/api/v1/tenant` says about the organisation (spec section 7). */
export type TenantDetails = ApiResponse<'/api/tenant/api/v1/tenant', 'get'>;

export function fetchTenantDetails(http: HttpClient, signal: AbortSignal): Promise<TenantDetails> {
  return http.get('tenant/api/v1/tenant', { signal }).json<TenantDetails>();
}
