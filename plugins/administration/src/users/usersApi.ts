import type { GroupRequest, GroupSummary, InviteUserRequest, UpdateUserRequest, UserDetail, UserSummary } from '@palisade/contracts';
import type { HttpClient } from '@palisade/sdk';

export const USERS_PATH = '/admin/configuration/users';

const user = (id: string) => `admin/v1/users/${encodeURIComponent(id)}`;
const group = (id: string) => `admin/v1/groups/${encodeURIComponent(id)}`;

export const fetchUsers = (http: HttpClient, q: string, status: string, signal?: AbortSignal) =>
  http.get('admin/v1/users', { searchParams: { ...(q ? { q } : {}), ...(status ? { status } : {}) }, signal }).json<{ users: UserSummary[] }>();
export const fetchUser = (http: HttpClient, id: string, signal?: AbortSignal) => http.get(user(id), { signal }).json<{ user: UserDetail }>();
export const inviteUser = (http: HttpClient, body: InviteUserRequest) =>
  http.post('admin/v1/users', { json: body }).json<{ kind: 'invited' | 'added'; user: UserSummary }>();
export const updateUser = (http: HttpClient, id: string, body: UpdateUserRequest) => http.put(user(id), { json: body }).json<{ user: UserSummary }>();
export const setEnabled = (http: HttpClient, id: string, enabled: boolean) =>
  http.post(`${user(id)}/${enabled ? 'enable' : 'disable'}`).json<{ user: UserSummary }>();
export const deleteUser = (http: HttpClient, id: string) => http.delete(user(id)).json<{ removedAccount: boolean }>();

export const fetchGroups = (http: HttpClient, signal?: AbortSignal) => http.get('admin/v1/groups', { signal }).json<{ groups: GroupSummary[] }>();
export const fetchRoleOptions = (http: HttpClient, signal?: AbortSignal) =>
  http.get('admin/v1/groups/roles', { signal }).json<{ roles: { id: string; name: string; grantable: boolean }[] }>();
export const createGroup = (http: HttpClient, body: GroupRequest) => http.post('admin/v1/groups', { json: body }).json<{ group: GroupSummary }>();
export const updateGroup = (http: HttpClient, id: string, body: GroupRequest) => http.put(group(id), { json: body }).json<{ group: GroupSummary }>();
export const deleteGroup = (http: HttpClient, id: string) => http.delete(group(id)).json<{ deleted: true }>();
