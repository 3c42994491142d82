import ky from 'ky';
import { describe, expect, it, vi } from 'vitest';
import { lazyKy } from './lazyKy';

function recordingFetch() {
  const requests: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(request);
    if (request.url.endsWith('/missing')) return new Response('nope', { status: 404 });
    return Response.json({ path: new URL(request.url).pathname, method: request.method });
  };
  return { requests, fetch };
}

describe('lazyKy', () => {
  it('loads ky on the first call only, and once for many calls', async () => {
    const { fetch } = recordingFetch();
    const load = vi.fn(async () => ky.create({ prefixUrl: 'http://api.test', fetch }));
    const http = lazyKy(load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([http.get('a').json(), http.post('b').json()]);
    expect(a).toEqual({ path: '/a', method: 'GET' });
    expect(b).toEqual({ path: '/b', method: 'POST' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("lets ky's body methods shape the request, and gives the Response when awaited", async () => {
    const { requests, fetch } = recordingFetch();
    const http = lazyKy(async () => ky.create({ prefixUrl: 'http://api.test', fetch }));
    await http.get('json').json();
    expect(requests[0]?.headers.get('accept')).toBe('application/json');
    const response = await http.delete('thing');
    expect(response.status).toBe(200);
    expect(requests).toHaveLength(2);
  });

  it("rejects a body method with ky's error, and extend keeps the parent's defaults", async () => {
    const { requests, fetch } = recordingFetch();
    const http = lazyKy(async () => ky.create({ prefixUrl: 'http://api.test', fetch })).extend({ headers: { 'x-plugin': 'alerts' } });
    await expect(http.get('missing').json()).rejects.toMatchObject({ name: 'HTTPError' });
    expect(requests[0]?.headers.get('x-plugin')).toBe('alerts');
  });

  it('tries loading again after a failed load', async () => {
    const { fetch } = recordingFetch();
    let attempts = 0;
    const http = lazyKy(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed to load');
      return ky.create({ prefixUrl: 'http://api.test', fetch });
    });
    await expect(http.get('a').json()).rejects.toThrow('chunk failed to load');
    await expect(http.get('a').json()).resolves.toEqual({ path: '/a', method: 'GET' });
  });
});
