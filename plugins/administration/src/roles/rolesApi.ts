import type { RoleCatalogView, RoleRequest, RoleSummary } from '@palisade/contracts';
import type { HttpClient } from '@palisade/sdk';

export const ROLES_PATH = '/admin/configuration/userroles';

export type RoleCatalog = RoleCatalogView;

const role = (id: string) => `admin/v1/roles/${encodeURIComponent(id)}`;

export const fetchRoles = (http: HttpClient, signal?: AbortSignal) => http.get('admin/v1/roles', { signal }).json<{ roles: RoleSummary[] }>();
export const fetchRole = (http: HttpClient, id: string, signal?: AbortSignal) => http.get(role(id), { signal }).json<{ role: RoleSummary }>();
export const fetchCatalog = (http: HttpClient, signal?: AbortSignal) => http.get('admin/v1/roles/catalog', { signal }).json<RoleCatalog>();
export const createRole = (http: HttpClient, body: RoleRequest) => http.post('admin/v1/roles', { json: body }).json<{ role: RoleSummary }>();
export const updateRole = (http: HttpClient, id: string, body: RoleRequest) => http.put(role(id), { json: body }).json<{ role: RoleSummary }>();
export const deleteRole = (http: HttpClient, id: string) => http.delete(role(id)).json<{ deleted: true }>();
