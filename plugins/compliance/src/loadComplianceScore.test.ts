import { describe, expect, it } from 'vitest';
import { createTestRuntime } from '@palisade/sdk/testing';
import { loadComplianceScore } from './loadComplianceScore';

describe('loadComplianceScore', () => {
  it("posts benchmark 'ZBP' and reads the total as a percentage", async () => {
    const requests: Request[] = [];
    const runtime = createTestRuntime({
      fetch: async (input, init) => {
        const request = new Request(input as RequestInfo, init);
        requests.push(request);
        return Response.json({ total: 87, benchmarkId: 'ZBP', passed: 87, failed: 13 });
      },
    });
    expect(await loadComplianceScore({ http: runtime.http, signal: new AbortController().signal })).toEqual({ value: 87, unit: '%' });
    expect(requests[0]?.method).toBe('POST');
    expect(new URL(requests[0]!.url).pathname).toBe('/bff/api/compliance/v1/benchmark/getComplianceScore');
    expect(await requests[0]!.json()).toEqual({ benchmarkId: 'ZBP' });
  });

  it('rejects an answer without a total, so the card shows --', async () => {
    const runtime = createTestRuntime({ fetch: async () => Response.json({ score: 87 }) });
    await expect(loadComplianceScore({ http: runtime.http, signal: new AbortController().signal })).rejects.toThrow(/total/);
  });
});
