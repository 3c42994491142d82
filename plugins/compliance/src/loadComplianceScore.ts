import { readTotal, type CardCount, type CardLoadContext } from '@palisade/sdk';

/** POST compliance/v1/benchmark/getComplianceScore for benchmark 'ZBP', a percentage (spec section 7). */
export async function loadComplianceScore({ http, signal }: CardLoadContext): Promise<CardCount> {
  return { value: readTotal(await http.post('compliance/v1/benchmark/getComplianceScore', { json: { benchmarkId: 'ZBP' }, signal }).json()), unit: '%' };
}
