import { readTotal, type ApiResponse, type CardCount, type CardLoadContext } from '@palisade/sdk';

/** GET commondashboard/v1/totalThreats (spec section 7). */
export async function loadThreatCount({ http, signal }: CardLoadContext): Promise<CardCount> {
  return { value: readTotal(await http.get('commondashboard/v1/totalThreats', { signal }).json<ApiResponse<'/api/commondashboard/v1/totalThreats', 'get'>>()) };
}
