import { describe, expect, it } from 'vitest';
import { createTestRuntime } from '@palisade/sdk/testing';
import { loadThreatCount } from './loadThreatCount';

function runtimeAnswering(body: unknown) {
  const requests: Request[] = [];
  const runtime = createTestRuntime({
    fetch: async (input, init) => {
      requests.push(new Request(input as RequestInfo, init));
      return Response.json(body);
    },
  });
  return { runtime, requests };
}

describe('loadThreatCount', () => {
  it('reads the total of GET commondashboard/v1/totalThreats', async () => {
    const { runtime, requests } = runtimeAnswering({ total: 4821 });
    expect(await loadThreatCount({ http: runtime.http, signal: new AbortController().signal })).toEqual({ value: 4821 });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('GET');
    expect(new URL(requests[0]!.url).pathname).toBe('/bff/api/commondashboard/v1/totalThreats');
  });

  it('rejects an answer without a total, so the card shows --', async () => {
    const { runtime } = runtimeAnswering({ count: 4821 });
    await expect(loadThreatCount({ http: runtime.http, signal: new AbortController().signal })).rejects.toThrow(/total/);
  });
});
