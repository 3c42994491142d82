import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from './createHttpClient';
import {
  ForbiddenError,
  HttpError,
  NetworkError,
  RateLimitedError,
  TimeoutError,
  UnauthenticatedError,
  ValidationError,
} from './HttpError';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(respond: (request: Request) => Response | Promise<Response>, timeout?: number) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    requests.push(request);
    return respond(request);
  });
  const onUnauthenticated = vi.fn();
  const http = createHttpClient({
    prefixUrl: 'http://console.test/bff/api',
    fetch: fetch as typeof globalThis.fetch,
    timeout,
    getCsrfToken: () => 'csrf-123',
    onUnauthenticated,
  });
  return { http, requests, onUnauthenticated };
}

describe('createHttpClient', () => {
  it('prefixes paths, sends the session cookie, and adds the CSRF header to writes only', async () => {
    const { http, requests } = setup(() => json(200, { ok: true }));
    await http.get('tenant/api/v1/tenant').json();
    await http.post('notification/v1/notifications/7/read', { json: {} });
    expect(requests[0]?.url).toBe('http://console.test/bff/api/tenant/api/v1/tenant');
    expect(requests[0]?.credentials).toBe('same-origin');
    expect(requests[0]?.headers.get('X-CSRF-Token')).toBeNull();
    expect(requests[1]?.method).toBe('POST');
    expect(requests[1]?.headers.get('X-CSRF-Token')).toBe('csrf-123');
  });

  it('maps a 400 to ValidationError with the server code, message and fields', async () => {
    const { http } = setup(() =>
      json(400, { error: { code: 'INVALID', message: 'Name is required', fields: [{ path: 'name', message: 'required' }] } }),
    );
    const error = await http.post('things', { json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ name: 'ValidationError', status: 400, code: 'INVALID', fields: [{ path: 'name', message: 'required' }] });
    expect((error as Error).message).toContain('POST /bff/api/things failed with 400: Name is required');
    // What a page shows the user: the server's sentence alone.
    expect((error as HttpError).serverMessage).toBe('Name is required');
  });

  it.each([
    [403, ForbiddenError],
    [429, RateLimitedError],
    [500, HttpError],
  ])('maps %i to %o', async (status, ErrorClass) => {
    const { http } = setup(() => new Response('<html>proxy</html>', { status }));
    const error = await http.get('x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ErrorClass);
    expect(error).toMatchObject({ status, code: `HTTP_${status}` });
  });

  it('calls the session handler on a 401 and rejects with UnauthenticatedError', async () => {
    const { http, onUnauthenticated } = setup(() => json(401, { error: { code: 'SESSION_EXPIRED', message: 'gone' } }));
    await expect(http.get('a').json()).rejects.toBeInstanceOf(UnauthenticatedError);
    expect(onUnauthenticated).toHaveBeenCalledTimes(1);
  });

  it('leaves the response to the caller when throwHttpErrors is false', async () => {
    const { http } = setup(() => json(404, { error: { code: 'NOT_FOUND', message: 'no' } }));
    const response = await http.get('a', { throwHttpErrors: false });
    expect(response.status).toBe(404);
  });

  it('turns an unreachable server into NetworkError', async () => {
    const { http } = setup(() => {
      throw new TypeError('fetch failed');
    });
    const error = await http.get('a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).cause).toBeInstanceOf(TypeError);
  });

  it('fails with TimeoutError when the server does not answer in time', async () => {
    const { http } = setup(
      (request) =>
        new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
      20,
    );
    const error = await http.get('slow').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TimeoutError);
    expect((error as Error).message).toContain('GET /bff/api/slow timed out after 20 ms');
  });
});
