import type { FastifyInstance } from 'fastify';

export interface UpstreamResponse { status: number; headers: Record<string, string>; body: string }

export interface UpstreamRequest { method: string; path: string; headers?: Record<string, string>; body?: unknown; clientIp: string }

/** Where the BFF sends token and API calls: this same process, or an external IdP/API over HTTP. */
export interface Upstream {
  idp(request: UpstreamRequest): Promise<UpstreamResponse>;
  api(request: UpstreamRequest): Promise<UpstreamResponse>;
  /** Browser-facing authorize URL (may be relative for the built-in IdP). */
  authorizeUrl: string;
  /** A GET to the API whose body is passed on as it arrives (downloads), never held whole in memory. */
  streamApi?(request: UpstreamRequest): Promise<Response>;
}

export class UpstreamUnavailableError extends Error {
  override name = 'UpstreamUnavailableError';
}

function pickHeaders(raw: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) if (typeof v === 'string') out[k.toLowerCase()] = v;
  return out;
}

export function createUpstream(app: FastifyInstance, idpUrl: string | undefined, apiUrl: string | undefined): Upstream {
  const inProcess = (prefix: string) => async (req: UpstreamRequest): Promise<UpstreamResponse> => {
    const res = await app.inject({
      method: req.method as 'GET', url: `${prefix}${req.path}`, remoteAddress: req.clientIp,
      headers: { ...req.headers, ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(req.body !== undefined ? { payload: JSON.stringify(req.body) } : {}),
    });
    return { status: res.statusCode, headers: pickHeaders(res.headers), body: res.body };
  };
  const remote = (base: string) => async (req: UpstreamRequest): Promise<UpstreamResponse> => {
    try {
      const res = await fetch(`${base.replace(/\/$/, '')}${req.path}`, {
        method: req.method,
        headers: { ...req.headers, 'x-forwarded-for': req.clientIp, 'auth0-forwarded-for': req.clientIp,
          ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(req.body !== undefined ? { body: JSON.stringify(req.body) } : {}),
        signal: AbortSignal.timeout(15_000),
      });
      return { status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() };
    } catch (error) {
      throw new UpstreamUnavailableError(`Upstream ${base} is unreachable`, { cause: error });
    }
  };
  // In-process injection buffers the whole body, so streamed downloads go over loopback to this same server.
  const streamApi = async (req: UpstreamRequest): Promise<Response> => {
    const address = app.server.address();
    const base = apiUrl ?? (address && typeof address === 'object' ? `http://127.0.0.1:${address.port}/api` : undefined);
    if (!base) throw new UpstreamUnavailableError('The API address is not known yet');
    try {
      return await fetch(`${base.replace(/\/$/, '')}${req.path}`, { method: 'GET', headers: { ...req.headers, 'x-forwarded-for': req.clientIp } });
    } catch (error) {
      throw new UpstreamUnavailableError(`Upstream ${base} is unreachable`, { cause: error });
    }
  };
  return {
    streamApi,
    idp: idpUrl ? remote(idpUrl) : inProcess('/idp'),
    api: apiUrl ? remote(apiUrl) : inProcess('/api'),
    authorizeUrl: idpUrl ? `${idpUrl.replace(/\/$/, '')}/authorize` : '/idp/authorize',
  };
}
