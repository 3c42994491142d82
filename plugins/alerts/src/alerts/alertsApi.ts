import type { HttpClient } from '@palisade/sdk';
import { toApiQuery, type AlertView } from './alertView';

export const SEVERITIES = ['Critical', 'High', 'Medium', 'Low'] as const;
export const STATUSES = ['Open', 'Resolved', 'Closed', 'Ignored'] as const;
export type Severity = (typeof SEVERITIES)[number];
export type AlertKind = 'cloud' | 'iac';

/** One alert as the list returns it. */
export interface Alert {
  id: string;
  kind: AlertKind;
  severity: Severity;
  status: string;
  statusDescription: string;
  policy: { id: string; name: string };
  cloud: string;
  account: { id: number; name: string; externalId?: string };
  region: string;
  assetCategory: string;
  assetType: string;
  resource: string;
  businessUnit: string;
  complianceControl: string;
  ageDays: number;
  firstSeen: string;
  lastSeen: string;
  iac?: { repository: string; branch: string; commit: string; filePath: string; line: number };
}

export interface AlertPage { items: Alert[]; total: number; page: number; pageSize: number; pageCount: number }
export interface PolicyGroup { policyId: string; policy: string; total: number; counts: Record<Severity, number> }
export interface Facets {
  policies: { id: string; name: string }[];
  accounts: { id: number; name: string; cloud: string; externalId: string }[];
  regions: string[];
  assetCategories: string[];
  assetTypes: string[];
  businessUnits: string[];
  complianceControls: string[];
  repositories: string[];
  branches: string[];
  /** Status descriptions in the tenant's data (servers before this filter leave it out). */
  statusDescriptions?: string[];
}
export interface AlertDetail {
  alert: Alert;
  description: string;
  contributingFactors: string[];
  remediation: { console: string[]; cli: string };
  compliance: { framework: string; control: string }[];
  resource: { id: string; type: string; category: string; cloud: string; region: string; businessUnit: string;
    account: { id: number; name: string; externalId: string }; metadata: Record<string, string> };
  history: { from: string | null; to: string; reason: string; actor: string; at: string }[];
  previousId: string | null;
  nextId: string | null;
}
export type AlertAction = 'resolve' | 'ignore' | 'reopen';
export type ActionResult = { id: string; ok: true; status: string } | { id: string; ok: false; code: string; message: string };
export interface ActionResponse { results: ActionResult[]; succeeded: number; failed: number }

const BASE = 'alerts/v1';

export const searchAlerts = (http: HttpClient, view: AlertView, signal?: AbortSignal) =>
  http.post(`${BASE}/search`, { json: { ...toApiQuery(view), page: view.page, pageSize: view.pageSize }, signal }).json<AlertPage>();

export const groupAlertsByPolicy = (http: HttpClient, view: AlertView, signal?: AbortSignal) =>
  http.post(`${BASE}/groupByPolicy`, { json: toApiQuery(view), signal }).json<{ groups: PolicyGroup[] }>();

export const fetchFacets = (http: HttpClient, kind: AlertKind, signal?: AbortSignal) =>
  http.get(`${BASE}/facets`, { searchParams: { kind }, signal }).json<Facets>();

/** Detail of one alert; the view's filters and sort decide its previous and next. */
export const fetchAlertDetail = (http: HttpClient, id: string, view: AlertView, signal?: AbortSignal) =>
  http.get(`${BASE}/alerts/${encodeURIComponent(id)}`, { searchParams: queryString(view), signal }).json<AlertDetail>();

export const actOnAlerts = (http: HttpClient, body: { ids: string[]; action: AlertAction; reason?: string; createIgnoreRule?: boolean }) =>
  http.post(`${BASE}/alerts/actions`, { json: body }).json<ActionResponse>();

/** The view's filters as a query string the server's GET routes accept (lists comma-separated); time windows end at `now`. */
export function queryString(view: AlertView, now = new Date()): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toApiQuery(view, now))) {
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return params.toString();
}

/** The streamed CSV of the filtered set (relative to the console's BFF API, as the HTTP client takes it). */
export const EXPORT_PATH = `${BASE}/alerts/export.csv`;

/** One tenant-wide rule that ignores future alerts of a policy (on one account, or any). */
export interface IgnoreRule {
  id: string;
  kind: AlertKind;
  policyId: string;
  policyName: string;
  accountId: number | null;
  accountName: string | null;
  reason: string;
  createdBy: string;
  createdAt: string;
}

export const fetchIgnoreRules = (http: HttpClient, signal?: AbortSignal) =>
  http.get(`${BASE}/ignoreRules`, { signal }).json<{ rules: IgnoreRule[] }>();

export const deleteIgnoreRule = (http: HttpClient, id: string) => http.delete(`${BASE}/ignoreRules/${encodeURIComponent(id)}`);
