import type { ApiKeyView, CreateApiKeyRequest, CreatedApiKey } from '@palisade/contracts';
import type { HttpClient } from '@palisade/sdk';

export const fetchApiKeys = (http: HttpClient, signal?: AbortSignal) => http.get('admin/v1/api-keys', { signal }).json<{ items: ApiKeyView[] }>();
export const fetchKeyRoles = (http: HttpClient, signal?: AbortSignal) =>
  http.get('admin/v1/api-keys/roles', { signal }).json<{ items: { id: string; name: string; grantable: boolean }[] }>();
export const createApiKey = (http: HttpClient, body: CreateApiKeyRequest) => http.post('admin/v1/api-keys', { json: body }).json<CreatedApiKey>();
export const revokeApiKey = (http: HttpClient, id: string) =>
  http.post(`admin/v1/api-keys/${encodeURIComponent(id)}/revoke`).json<{ apiKey: ApiKeyView }>();
