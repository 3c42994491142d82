import { readTotal, type ApiRequestBody, type ApiResponse, type CardCount, type CardLoadContext } from '@palisade/sdk';

type ScoreRequest = ApiRequestBody<'/api/compliance/v1/benchmark/getComplianceScore', 'post'>;
type ScoreResponse = ApiResponse<'/api/compliance/v1/benchmark/getComplianceScore', 'post'>;

/** POST compliance/v1/benchmark/getComplianceScore for benchmark 'ZBP', a percentage (spec section 7). */
export async function loadComplianceScore({ http, signal }: CardLoadContext): Promise<CardCount> {
  const json: ScoreRequest = { benchmarkId: 'ZBP' };
  return { value: readTotal(await http.post('compliance/v1/benchmark/getComplianceScore', { json, signal }).json<ScoreResponse>()), unit: '%' };
}
