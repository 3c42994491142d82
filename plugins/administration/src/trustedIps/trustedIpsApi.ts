import type { AddTrustedIpRequest, TrustedIpList, TrustedIpView } from '@palisade/contracts';
import type { HttpClient } from '@palisade/sdk';

export const fetchTrustedIps = (http: HttpClient, signal?: AbortSignal) => http.get('admin/v1/trusted-ips', { signal }).json<TrustedIpList>();
export const addTrustedIp = (http: HttpClient, body: AddTrustedIpRequest) => http.post('admin/v1/trusted-ips', { json: body }).json<{ item: TrustedIpView }>();
export const deleteTrustedIp = (http: HttpClient, id: string) => http.delete(`admin/v1/trusted-ips/${encodeURIComponent(id)}`);
export const setTrustedIpsEnabled = (http: HttpClient, enabled: boolean) =>
  http.put('admin/v1/trusted-ips/settings', { json: { enabled } }).json<{ enabled: boolean }>();
