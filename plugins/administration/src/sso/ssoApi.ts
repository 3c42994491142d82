import type { SsoSettings, SsoSettingsRequest, SsoTestResponse } from '@palisade/contracts';
import type { HttpClient } from '@palisade/sdk';

const base = 'admin/v1/sso';

export const fetchSso = (http: HttpClient, signal?: AbortSignal) => http.get(base, { signal }).json<SsoSettings>();
export const saveSso = (http: HttpClient, body: SsoSettingsRequest) => http.put(base, { json: body }).json<SsoSettings>();
export const testSso = (http: HttpClient) => http.post(`${base}/test`).json<SsoTestResponse>();
