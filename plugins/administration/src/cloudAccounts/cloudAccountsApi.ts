import type { CreateAccountInput } from '@palisade/contracts/cloudAccounts';
import type { HttpClient } from '@palisade/sdk';

const BASE = 'cloud-account/api/v1';
export type AccountStatus = 'connected' | 'pending' | 'error';
export type ScanSchedule = 'hourly' | 'daily' | 'weekly';
export interface ScanJob { id: number; accountId: number; status: 'running' | 'done' | 'failed'; progress: number; step: string; startedAt: number; finishedAt: number | null; error: string }
export interface CloudAccountView {
  id: number; cloud: 'aws' | 'azure'; name: string; externalId: string; group: string; auth: string; status: AccountStatus; statusReason: string;
  roleArn: string; roleExternalId: string; zsTag: string; schedule: ScanSchedule; lastScanAt: number | null; nextScanAt: number | null; assets: number; openAlerts: number;
  scan: ScanJob | null;
}
export interface CloudAccountList { items: CloudAccountView[]; groups: string[] }
export type ConnectionResult = { ok: true; account: CloudAccountView; detail: string } | { ok: false; account: CloudAccountView; field: string; code: string; message: string };
export interface MemberAccount { id: string; name: string; email: string; status: string; onboarded: boolean }
export type Discovery = { ok: true; accounts: MemberAccount[] } | { ok: false; field: string; code: string; message: string };
export interface DisconnectImpact { assets: number; alerts: number; identities: number; vulnerabilities: number }

export const fetchCloudAccounts = (http: HttpClient, query: URLSearchParams, signal?: AbortSignal) =>
  http.get(`${BASE}/accounts?${query}`, { signal }).json<CloudAccountList>();
export const createAccount = (http: HttpClient, body: CreateAccountInput) => http.post(`${BASE}/accounts`, { json: body }).json<CloudAccountView>();
export const updateAccount = (http: HttpClient, id: number, body: { name?: string; group?: string; schedule?: ScanSchedule }) =>
  http.patch(`${BASE}/accounts/${id}`, { json: body }).json<CloudAccountView>();
export const testAccount = (http: HttpClient, id: number) => http.post(`${BASE}/accounts/${id}/test`).json<ConnectionResult>();
export const discoverMembers = (http: HttpClient, id: number) => http.post(`${BASE}/accounts/${id}/discover`).json<Discovery>();
export const onboardMembers = (http: HttpClient, id: number, accountIds: string[]) =>
  http.post(`${BASE}/accounts/${id}/members`, { json: { accountIds } }).json<{ items: CloudAccountView[] }>();
export const startScan = (http: HttpClient, id: number) => http.post(`${BASE}/accounts/${id}/scans`).json<ScanJob>();
export const fetchScan = (http: HttpClient, id: number, scanId: number, signal?: AbortSignal) => http.get(`${BASE}/accounts/${id}/scans/${scanId}`, { signal }).json<ScanJob>();
export const fetchDisconnectImpact = (http: HttpClient, id: number, signal?: AbortSignal) => http.get(`${BASE}/accounts/${id}/disconnect`, { signal }).json<DisconnectImpact>();
export const disconnectAccount = (http: HttpClient, id: number, purge: boolean) => http.delete(`${BASE}/accounts/${id}?purge=${purge}`).json<DisconnectImpact>();
export const createGroup = (http: HttpClient, name: string) => http.post(`${BASE}/groups`, { json: { name } }).json<{ groups: string[] }>();
export const renameGroup = (http: HttpClient, from: string, name: string) => http.patch(`${BASE}/groups/${encodeURIComponent(from)}`, { json: { name } }).json<{ groups: string[] }>();
/** Where the CloudFormation template of a role account downloads from (the console's API prefix added). */
export const cloudFormationPath = (id: number) => `${BASE}/accounts/${id}/cloudformation`;
