import { describe, expect, it } from 'vitest';
import { createTestRuntime } from '@palisade/sdk/testing';
import { loadAssetCount } from './loadAssetCount';

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

describe('loadAssetCount', () => {
  it('reads the total of GET asset/api/v1/dashboard/cloudassetcount', async () => {
    const { runtime, requests } = runtimeAnswering({ total: 1307 });
    expect(await loadAssetCount({ http: runtime.http, signal: new AbortController().signal })).toEqual({ value: 1307 });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('GET');
    expect(new URL(requests[0]!.url).pathname).toBe('/bff/api/asset/api/v1/dashboard/cloudassetcount');
  });

  it('rejects an answer without a total, so the card shows --', async () => {
    const { runtime } = runtimeAnswering({ count: 1307 });
    await expect(loadAssetCount({ http: runtime.http, signal: new AbortController().signal })).rejects.toThrow(/total/);
  });
});
