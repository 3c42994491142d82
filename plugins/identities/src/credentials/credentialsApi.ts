import type { ApiResponse, HttpClient } from '@palisade/sdk';
import type { InventoryView } from '@palisade/sdk/inventory';
import { credentialQuery } from './credentialViews';

// Shapes from the server's OpenAPI document through the SDK: a server change shows up here as a type error.
export type AccessKeyPage = ApiResponse<'/api/identity/api/v1/access-keys', 'get'>;
export type AccessKey = AccessKeyPage['items'][number];
export type RoleAssignmentPage = ApiResponse<'/api/identity/api/v1/role-assignments', 'get'>;
export type RoleAssignment = RoleAssignmentPage['items'][number];

export const credentialKeys = {
  accessKeys: (query: string) => ['identities', 'access-keys', query] as const,
  roleAssignments: (query: string) => ['identities', 'role-assignments', query] as const,
};

export const fetchAccessKeys = (http: HttpClient, view: InventoryView, signal?: AbortSignal) =>
  http.get('identity/api/v1/access-keys', { searchParams: credentialQuery(view), signal }).json<AccessKeyPage>();

export const fetchRoleAssignments = (http: HttpClient, view: InventoryView, signal?: AbortSignal) =>
  http.get('identity/api/v1/role-assignments', { searchParams: credentialQuery(view), signal }).json<RoleAssignmentPage>();
