import { readTotal, type ApiResponse, type CardCount, type CardLoadContext } from '@palisade/sdk';

/** GET asset/api/v1/dashboard/cloudassetcount (spec section 7). */
export async function loadAssetCount({ http, signal }: CardLoadContext): Promise<CardCount> {
  return { value: readTotal(await http.get('asset/api/v1/dashboard/cloudassetcount', { signal }).json<ApiResponse<'/api/asset/api/v1/dashboard/cloudassetcount', 'get'>>()) };
}
