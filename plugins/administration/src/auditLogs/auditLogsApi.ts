import type { AuditLogEntry, AuditLogFacets, AuditLogPage } from '@palisade/contracts';
import type { HttpClient } from '@palisade/sdk';
import { filterQuery, type AuditLogView } from './auditLogView';

const BASE = 'admin/v1/audit-logs';

export const fetchAuditPage = (http: HttpClient, view: AuditLogView, signal?: AbortSignal) =>
  http.get(BASE, { searchParams: { ...filterQuery(view), page: String(view.page), pageSize: String(view.pageSize) }, signal }).json<AuditLogPage>();

export const fetchAuditFacets = (http: HttpClient, signal?: AbortSignal) => http.get(`${BASE}/facets`, { signal }).json<AuditLogFacets>();

export const fetchAuditEntry = (http: HttpClient, id: string, signal?: AbortSignal) =>
  http.get(`${BASE}/${encodeURIComponent(id)}`, { signal }).json<AuditLogEntry>();

/** Address of the streamed CSV of the filtered set, through the console's BFF (a plain link downloads it). */
export const exportUrl = (view: AuditLogView, now = new Date()) => `/bff/api/${BASE}/export.csv?${new URLSearchParams(filterQuery(view, now))}`;
