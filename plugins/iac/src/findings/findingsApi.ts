import type { ApiResponse, HttpClient } from '@palisade/sdk';
import { findingQuery, type FindingView } from './findingView';

// Shapes from the server's OpenAPI document through the SDK: a server change shows up here as a type error.
export type FindingPage = ApiResponse<'/api/iac/api/v1/findings', 'get'>;
export type Finding = FindingPage['items'][number];
export type FindingDetail = ApiResponse<'/api/iac/api/v1/findings/{id}', 'get'>;

const BASE = 'iac/api/v1/findings';
export const FINDING_EXPORT_PATH = `${BASE}/export.csv`;
export const findingKeys = {
  list: (query: string, page: number, pageSize: number) => ['iac', 'findings', query, page, pageSize] as const,
  detail: (id: string, query: string) => ['iac', 'finding', id, query] as const,
  scanned: () => ['iac', 'scanned'] as const,
};

export function searchFindings(http: HttpClient, view: FindingView, signal?: AbortSignal): Promise<FindingPage> {
  const searchParams = findingQuery(view);
  searchParams.set('page', String(view.page));
  searchParams.set('pageSize', String(view.pageSize));
  return http.get(BASE, { searchParams, signal }).json<FindingPage>();
}

export const fetchFinding = (http: HttpClient, id: string, view: FindingView, signal?: AbortSignal) =>
  http.get(`${BASE}/${encodeURIComponent(id)}`, { searchParams: findingQuery(view), signal }).json<FindingDetail>();

type UploadList = ApiResponse<'/api/iac/api/v1/uploads', 'get'>;
/** The repositories and branches of the latest uploads, for the filter menus. */
export async function fetchScanned(http: HttpClient, signal?: AbortSignal): Promise<{ repository: string[]; branch: string[] }> {
  const { items } = await http.get('iac/api/v1/uploads', { signal }).json<UploadList>();
  const distinct = (values: string[]) => [...new Set(values)].sort();
  return { repository: distinct(items.map((u) => u.repository)), branch: distinct(items.map((u) => u.branch)) };
}
