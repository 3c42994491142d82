import type { Integration, IntegrationRequest, IntegrationTestResult } from '@palisade/contracts';
import type { HttpClient } from '@palisade/sdk';

const base = 'admin/v1/integrations';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const fetchIntegrations = (http: HttpClient, signal?: AbortSignal) => http.get(base, { signal }).json<{ items: Integration[] }>();
export const createIntegration = (http: HttpClient, body: IntegrationRequest) => http.post(base, { json: body }).json<Integration>();
export const updateIntegration = (http: HttpClient, id: string, body: IntegrationRequest) => http.put(one(id), { json: body }).json<Integration>();
export const setIntegrationEnabled = (http: HttpClient, id: string, enabled: boolean) =>
  http.post(`${one(id)}/${enabled ? 'enable' : 'disable'}`).json<Integration>();
export const testIntegration = (http: HttpClient, id: string) => http.post(`${one(id)}/test`).json<IntegrationTestResult>();
export const deleteIntegration = (http: HttpClient, id: string) => http.delete(one(id));
