import type { ApiRequestBody, ApiResponse } from '../api/ApiTypes';
import type { HttpClient } from '../http/HttpClient';

/** One saved view as the server keeps it. */
export type SavedView = ApiResponse<'/api/v1/saved-views', 'get'>['views'][number];
type CreateBody = ApiRequestBody<'/api/v1/saved-views', 'post'>;
type UpdateBody = ApiRequestBody<'/api/v1/saved-views/{id}', 'patch'>;

const BASE = 'v1/saved-views';

/** Query keys of the saved views: one list per area. */
export const savedViewKeys = { list: (area: string) => ['savedViews', area] as const };

export const listSavedViews = (http: HttpClient, area: string, signal?: AbortSignal) =>
  http.get(BASE, { searchParams: { area }, signal }).json<{ views: SavedView[] }>().then((r) => r.views);

export const createSavedView = (http: HttpClient, body: CreateBody) => http.post(BASE, { json: body }).json<SavedView>();

export const updateSavedView = (http: HttpClient, id: string, body: UpdateBody) =>
  http.patch(`${BASE}/${encodeURIComponent(id)}`, { json: body }).json<SavedView>();

export const deleteSavedView = (http: HttpClient, id: string) => http.delete(`${BASE}/${encodeURIComponent(id)}`);

/** A view's URL parameters as the JSON the server keeps (every value a string). */
export const viewFromParams = (params: URLSearchParams): Record<string, string> => Object.fromEntries(params);

/** The URL parameters a saved view holds; anything that is not a string is left out. */
export const paramsFromSavedView = (view: Record<string, unknown>): URLSearchParams =>
  new URLSearchParams(Object.entries(view).filter((e): e is [string, string] => typeof e[1] === 'string'));

/** Whether two views' parameters are the same, whatever their order. */
export const sameParams = (a: URLSearchParams, b: URLSearchParams): boolean => {
  const sorted = (p: URLSearchParams) => [...p].map(([k, v]) => `${k}=${v}`).sort().join('&');
  return sorted(a) === sorted(b);
};
