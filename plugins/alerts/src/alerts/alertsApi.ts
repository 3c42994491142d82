import type { ApiRequestBody, ApiResponse, HttpClient } from '@palisade/sdk';
import { toApiQuery, type AlertView } from './alertView';

// The shapes come from the server's OpenAPI document through the SDK, so a server change shows up here as a type error.
/** A page of alerts as the list returns it. */
export type AlertPage = ApiResponse<'/api/alerts/v1/search', 'post'>;
/** One alert as the list returns it. */
export type Alert = AlertPage['items'][number];
export type AlertKind = Alert['kind'];
export type Severity = Alert['severity'];
export type PolicyGroup = ApiResponse<'/api/alerts/v1/groupByPolicy', 'post'>['groups'][number];
/** The values each filter menu offers. */
export type Facets = ApiResponse<'/api/alerts/v1/facets', 'get'>;
export type AlertDetail = ApiResponse<'/api/alerts/v1/alerts/{id}', 'get'>;
export type ActionResponse = ApiResponse<'/api/alerts/v1/alerts/actions', 'post'>;
export type ActionResult = ActionResponse['results'][number];
/** An alert the action did not change: refused by the server for this alert, or the whole request failed. */
export type ActionFailure = Extract<ActionResult, { ok: false }> | { id: string; ok: false; code: 'REQUEST_FAILED'; message: string };
export type ActionBody = ApiRequestBody<'/api/alerts/v1/alerts/actions', 'post'>;
export type AlertAction = ActionBody['action'];

export const SEVERITIES = ['Critical', 'High', 'Medium', 'Low'] as const satisfies readonly Severity[];
export const STATUSES = ['Open', 'Resolved', 'Closed', 'Ignored'] as const satisfies readonly Alert['status'][];

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

export const actOnAlerts = (http: HttpClient, body: ActionBody) =>
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
export type IgnoreRule = ApiResponse<'/api/alerts/v1/ignoreRules', 'get'>['rules'][number];

export const fetchIgnoreRules = (http: HttpClient, signal?: AbortSignal) =>
  http.get(`${BASE}/ignoreRules`, { signal }).json<{ rules: IgnoreRule[] }>();

export const deleteIgnoreRule = (http: HttpClient, id: string) => http.delete(`${BASE}/ignoreRules/${encodeURIComponent(id)}`);
