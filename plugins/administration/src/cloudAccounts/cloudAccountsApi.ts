import type { HttpClient } from '@palisade/sdk';

export type AccountStatus = 'connected' | 'pending' | 'error';
export interface CloudAccountView {
  id: number; cloud: 'aws' | 'azure'; name: string; externalId: string; group: string; auth: string; status: AccountStatus;
  statusReason: string; schedule: 'hourly' | 'daily' | 'weekly'; lastScanAt: number | null; nextScanAt: number | null; assets: number; openAlerts: number;
}
export interface CloudAccountList { items: CloudAccountView[]; groups: string[] }
export interface AccountFilters { cloud: string; status: string; group: string }

export const fetchCloudAccounts = (http: HttpClient, filters: AccountFilters, signal?: AbortSignal) => {
  const query = new URLSearchParams(Object.entries(filters).filter(([, v]) => v !== ''));
  return http.get(`cloud-account/api/v1/accounts?${query}`, { signal }).json<CloudAccountList>();
};
