import type { ApiResponse, HttpClient } from '@palisade/sdk';
import { identityQuery, type IdentityView } from './identityView';

// Shapes from the server's OpenAPI document through the SDK: a server change shows up here as a type error.
export type IdentityPage = ApiResponse<'/api/identity/api/v1/identities', 'get'>;
export type Identity = IdentityPage['items'][number];
export type IdentityFacets = ApiResponse<'/api/identity/api/v1/identities/facets', 'get'>;
export type IdentityDetail = ApiResponse<'/api/identity/api/v1/identities/{id}', 'get'>;
export type LeastPrivilege = ApiResponse<'/api/identity/api/v1/identities/{id}/least-privilege', 'get'>;

const BASE = 'identity/api/v1/identities';
export const IDENTITY_EXPORT_PATH = `${BASE}/export.csv`;

/** Query keys of the plugin's server state. */
export const identityKeys = {
  list: (query: string, page: number, pageSize: number) => ['identities', 'list', query, page, pageSize] as const,
  facets: (query: string) => ['identities', 'facets', query] as const,
  detail: (id: string) => ['identities', 'detail', id] as const,
  leastPrivilege: (id: string) => ['identities', 'least-privilege', id] as const,
};

export function searchIdentities(http: HttpClient, view: IdentityView, signal?: AbortSignal): Promise<IdentityPage> {
  const searchParams = identityQuery(view);
  searchParams.set('page', String(view.page));
  searchParams.set('pageSize', String(view.pageSize));
  return http.get(BASE, { searchParams, signal }).json<IdentityPage>();
}

export function fetchIdentityFacets(http: HttpClient, view: IdentityView, signal?: AbortSignal): Promise<IdentityFacets> {
  const searchParams = identityQuery(view);
  searchParams.delete('sort');
  searchParams.delete('dir');
  return http.get(`${BASE}/facets`, { searchParams, signal }).json<IdentityFacets>();
}

export const fetchIdentityDetail = (http: HttpClient, id: string, signal?: AbortSignal) =>
  http.get(`${BASE}/${encodeURIComponent(id)}`, { signal }).json<IdentityDetail>();

export const fetchLeastPrivilege = (http: HttpClient, id: string, signal?: AbortSignal) =>
  http.get(`${BASE}/${encodeURIComponent(id)}/least-privilege`, { signal }).json<LeastPrivilege>();
