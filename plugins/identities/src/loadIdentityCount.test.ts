import { describe, expect, it } from 'vitest';
import { createTestRuntime } from '@palisade/sdk/testing';
import { loadIdentityCount } from './loadIdentityCount';

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

describe('loadIdentityCount', () => {
  it('reads the total of GET commondashboard/v1/totalIdentities', async () => {
    const { runtime, requests } = runtimeAnswering({ total: 268 });
    expect(await loadIdentityCount({ http: runtime.http, signal: new AbortController().signal })).toEqual({ value: 268 });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('GET');
    expect(new URL(requests[0]!.url).pathname).toBe('/bff/api/commondashboard/v1/totalIdentities');
  });

  it('rejects an answer without a total, so the card shows --', async () => {
    const { runtime } = runtimeAnswering({ count: 268 });
    await expect(loadIdentityCount({ http: runtime.http, signal: new AbortController().signal })).rejects.toThrow(/total/);
  });
});
