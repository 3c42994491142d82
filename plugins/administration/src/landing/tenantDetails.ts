import type { HttpClient } from '@palisade/sdk';

/** What `GET tenant/api/v1/tenant` says about the organisation. */
export interface TenantDetails {
  name: string;
  customerType: string;
  region: string;
  eusaAccepted: boolean;
  subscriptions: string[];
  organization?: { id: string; name: string };
}

export function fetchTenantDetails(http: HttpClient, signal: AbortSignal): Promise<TenantDetails> {
  return http.get('tenant/api/v1/tenant', { signal }).json<TenantDetails>();
}
