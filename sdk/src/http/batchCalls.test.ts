import { describe, expect, it, vi } from 'vitest';
import { callBatched, enableBatching } from './batchCalls';
import { createHttpClient } from './createHttpClient';
import { ForbiddenError, HttpError } from './HttpError';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(respond: (request: Request, body: unknown) => Response, batch = true) {
  const requests: { method: string; path: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const body: unknown = request.method === 'POST' ? await request.clone().json() : null;
    requests.push({ method: request.method, path: new URL(request.url).pathname, body });
    return respond(request, body);
  });
  const onUnauthenticated = vi.fn();
  const http = createHttpClient({ prefixUrl: 'http://console.test/bff/api', fetch: fetch as typeof globalThis.fetch, getCsrfToken: () => 'csrf', onUnauthenticated });
  if (batch) enableBatching(http, 'http://console.test/bff/batch');
  return { http, requests, onUnauthenticated };
}

const THREATS = { path: 'commondashboard/v1/totalThreats' };
const SCORE = { method: 'POST' as const, path: 'compliance/v1/benchmark/getComplianceScore', json: { benchmarkId: 'ZBP' } };
const VULNS = { path: 'vulnerability/v1/totalVulnerabilities' };

describe('callBatched', () => {
  it('sends the calls of one task in one request, and gives each caller its own answer', async () => {
    const { http, requests } = setup(() =>
      json(200, { answers: [{ status: 200, body: { total: 7 } }, { status: 200, body: { total: 81 } }, { status: 200, body: { total: 3 } }] }),
    );
    const answers = await Promise.all([callBatched(http, THREATS), callBatched(http, SCORE), callBatched(http, VULNS)]);
    expect(answers).toEqual([{ total: 7 }, { total: 81 }, { total: 3 }]);
    expect(requests).toEqual([{
      method: 'POST',
      path: '/bff/batch',
      body: { calls: [{ method: 'GET', path: 'commondashboard/v1/totalThreats' }, SCORE, { method: 'GET', path: 'vulnerability/v1/totalVulnerabilities' }] },
    }]);
  });

  it('rejects only the call the server refused, with the error it would have had alone', async () => {
    const refusal = { error: { code: 'SUBSCRIPTION_REQUIRED', message: 'Your organization does not have a subscription for VULNERABILITY' } };
    const { http } = setup(() => json(200, { answers: [{ status: 200, body: { total: 7 } }, { status: 403, body: refusal }] }));
    const [threats, vulns] = await Promise.allSettled([callBatched(http, THREATS), callBatched(http, VULNS)]);
    expect(threats).toEqual({ status: 'fulfilled', value: { total: 7 } });
    expect(vulns.status).toBe('rejected');
    const error = (vulns as PromiseRejectedResult).reason as ForbiddenError;
    expect(error).toBeInstanceOf(ForbiddenError);
    expect(error.status).toBe(403);
    expect(error.code).toBe('SUBSCRIPTION_REQUIRED');
    expect(error.serverMessage).toBe('Your organization does not have a subscription for VULNERABILITY');
  });

  it('sends a lone call as it is, without the batch', async () => {
    const { http, requests } = setup(() => json(200, { total: 5 }));
    expect(await callBatched(http, THREATS)).toEqual({ total: 5 });
    expect(requests).toEqual([{ method: 'GET', path: '/bff/api/commondashboard/v1/totalThreats', body: null }]);
  });

  it('sends each call alone, now and after, when the server has no batch route', async () => {
    const { http, requests } = setup((request) =>
      new URL(request.url).pathname === '/bff/batch' ? json(404, { error: { code: 'NOT_FOUND', message: 'Route POST /bff/batch not found' } }) : json(200, { total: 1 }),
    );
    expect(await Promise.all([callBatched(http, THREATS), callBatched(http, VULNS)])).toEqual([{ total: 1 }, { total: 1 }]);
    expect(await Promise.all([callBatched(http, THREATS), callBatched(http, VULNS)])).toEqual([{ total: 1 }, { total: 1 }]);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /bff/batch',
      'GET /bff/api/commondashboard/v1/totalThreats',
      'GET /bff/api/vulnerability/v1/totalVulnerabilities',
      'GET /bff/api/commondashboard/v1/totalThreats',
      'GET /bff/api/vulnerability/v1/totalVulnerabilities',
    ]);
  });

  it('fails every call of a batch the server refused whole, and reports a gone session once', async () => {
    const { http, onUnauthenticated } = setup(() => json(401, { error: { code: 'UNAUTHENTICATED', message: 'Not signed in' } }));
    const results = await Promise.allSettled([callBatched(http, THREATS), callBatched(http, VULNS)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(results.map((r) => ((r as PromiseRejectedResult).reason as HttpError).status)).toEqual([401, 401]);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('leaves out a call whose caller gave up before the batch went', async () => {
    const { http, requests } = setup(() => json(200, { answers: [{ status: 200, body: { total: 2 } }, { status: 200, body: { total: 3 } }] }));
    const gone = new AbortController();
    const dropped = callBatched(http, SCORE, gone.signal);
    gone.abort(new DOMException('left the page', 'AbortError'));
    const kept = await Promise.all([callBatched(http, THREATS), callBatched(http, VULNS)]);
    await expect(dropped).rejects.toThrow('left the page');
    expect(kept).toEqual([{ total: 2 }, { total: 3 }]);
    expect((requests[0]!.body as { calls: { path: string }[] }).calls.map((c) => c.path)).toEqual(['commondashboard/v1/totalThreats', 'vulnerability/v1/totalVulnerabilities']);
  });

  it('without batching on the client, sends every call alone', async () => {
    const { http, requests } = setup(() => json(200, { total: 4 }), false);
    await Promise.all([callBatched(http, THREATS), callBatched(http, SCORE)]);
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /bff/api/commondashboard/v1/totalThreats', 'POST /bff/api/compliance/v1/benchmark/getComplianceScore']);
  });
});
