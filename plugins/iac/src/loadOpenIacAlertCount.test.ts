import { describe, expect, it } from 'vitest';
import { createTestRuntime } from '@palisade/sdk/testing';
import { loadOpenIacAlertCount } from './loadOpenIacAlertCount';

describe('loadOpenIacAlertCount', () => {
  it('counts the Open IaC alerts', async () => {
    let body: unknown;
    const runtime = createTestRuntime({
      fetch: async (input, init) => {
        body = await new Request(input as RequestInfo, init).json();
        return Response.json({ total: 12 });
      },
    });
    expect(await loadOpenIacAlertCount({ http: runtime.http, signal: new AbortController().signal })).toEqual({ value: 12 });
    expect(body).toEqual({ filters: { alertStatus: ['Open'] } });
  });
});
