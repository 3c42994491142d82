import { describe, expect, it } from 'vitest';
import { runCardLoader } from '@palisade/sdk/testing';
import { loadComplianceScore } from './loadComplianceScore';

describe('loadComplianceScore', () => {
  it("posts benchmark 'ZBP' and reads the total as a percentage", async () => {
    const { count, requests } = await runCardLoader(loadComplianceScore, { total: 87, benchmarkId: 'ZBP', passed: 87, failed: 13 });
    expect(count).toEqual({ value: 87, unit: '%' });
    expect(requests.map((r) => [r.method, new URL(r.url).pathname])).toEqual([['POST', '/bff/api/compliance/v1/benchmark/getComplianceScore']]);
    expect(await requests[0]!.json()).toEqual({ benchmarkId: 'ZBP' });
  });

  it('rejects an answer without a total, so the card shows --', async () => {
    await expect(runCardLoader(loadComplianceScore, { score: 87 })).rejects.toThrow(/total/);
  });
});
