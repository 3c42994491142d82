import type { ApiResponse, HttpClient } from '@palisade/sdk';
import { assetQuery, type AssetView } from './assetView';

// Shapes from the server's OpenAPI document through the SDK: a server change shows up here as a type error.
export type AssetPage = ApiResponse<'/api/asset/api/v1/assets', 'get'>;
export type Asset = AssetPage['items'][number];
export type AssetFacets = ApiResponse<'/api/asset/api/v1/assets/facets', 'get'>;
export type AssetDetail = ApiResponse<'/api/asset/api/v1/assets/{id}', 'get'>;
export type AssetDashboard = ApiResponse<'/api/asset/api/v1/assets/dashboard', 'get'>;

const BASE = 'asset/api/v1/assets';
export const ASSET_EXPORT_PATH = `${BASE}/export.csv`;

/**
 * A page of assets: by its cursor when the view has one (next and previous seek, however deep), else by number. A
 * cursor the server turns down (a link edited by hand) falls back to the page number.
 */
export async function searchAssets(http: HttpClient, view: AssetView, signal?: AbortSignal): Promise<AssetPage> {
  const searchParams = assetQuery(view);
  searchParams.set('page', String(view.page));
  searchParams.set('pageSize', String(view.pageSize));
  if (!view.cursor) return http.get(BASE, { searchParams, signal }).json<AssetPage>();
  const byCursor = new URLSearchParams(searchParams);
  byCursor.set('cursor', view.cursor);
  try {
    return await http.get(BASE, { searchParams: byCursor, signal }).json<AssetPage>();
  } catch (error) {
    if ((error as { response?: Response }).response?.status !== 400) throw error;
    return http.get(BASE, { searchParams, signal }).json<AssetPage>();
  }
}

/** Filter menus with their counts, each under the other filters (so the sort does not matter). */
export function fetchAssetFacets(http: HttpClient, view: AssetView, signal?: AbortSignal): Promise<AssetFacets> {
  const searchParams = assetQuery(view);
  searchParams.delete('sort');
  searchParams.delete('dir');
  return http.get(`${BASE}/facets`, { searchParams, signal }).json<AssetFacets>();
}

export const fetchAssetDetail = (http: HttpClient, id: string, signal?: AbortSignal) =>
  http.get(`${BASE}/${encodeURIComponent(id)}`, { signal }).json<AssetDetail>();

export const fetchAssetDashboard = (http: HttpClient, signal?: AbortSignal) =>
  http.get(`${BASE}/dashboard`, { searchParams: { interval: 'week', days: '180' }, signal }).json<AssetDashboard>();
