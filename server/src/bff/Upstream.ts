import { Readable } from 'node:stream';
import type { ReadableStream } from 'node:stream/web';
import type { FastifyInstance } from 'fastify';

export interface UpstreamResponse { status: number; headers: Record<string, string>; body: string }

/** An API answer whose body is read as it arrives, so a download is never held whole in memory. */
export interface UpstreamStream { status: number; headers: Record<string, string>; body: Readable }

export interface UpstreamRequest { method: string; path: string; headers?: Record<string, string>; body?: unknown; clientIp: string }

/** Where the BFF sends token and API calls: this same process, or an external IdP/API over HTTP. */
export interface Upstream {
  idp(request: UpstreamRequest): Promise<UpstreamResponse>;
  /** A call to the API; the caller reads the body (JSON) or passes it on as it arrives (a download). */
  api(request: UpstreamRequest): Promise<UpstreamStream>;
  /** Browser-facing authorize URL (may be relative for the built-in IdP). */
  authorizeUrl: string;
}

/** How long a remote API has to start answering; a download's body then takes as long as it takes. */
const ANSWER_TIMEOUT_MS = 15_000;

export class UpstreamUnavailableError extends Error {
  override name = 'UpstreamUnavailableError';
}

function pickHeaders(raw: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) if (typeof v === 'string') out[k.toLowerCase()] = v;
  return out;
}

/** The whole body of an answer, as text. */
export async function readText(body: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
}

/** An API answer's body as JSON, its text when it is not JSON, null when empty: what the console would have read. */
export async function readAnswer(body: Readable): Promise<unknown> {
  const text = await readText(body);
  try {
    return text === '' ? null : JSON.parse(text);
  } catch {
    return text;
  }
}

export function createUpstream(app: FastifyInstance, idpUrl: string | undefined, apiUrl: string | undefined): Upstream {
  // This same process: the body as a stream, so a download is not buffered whole.
  const inProcess = (prefix: string) => async (req: UpstreamRequest): Promise<UpstreamStream> => {
    const res = await app.inject({
      method: req.method as 'GET', url: `${prefix}${req.path}`, remoteAddress: req.clientIp, payloadAsStream: true,
      headers: { ...req.headers, ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(req.body !== undefined ? { payload: JSON.stringify(req.body) } : {}),
    });
    return { status: res.statusCode, headers: pickHeaders(res.headers), body: res.stream() };
  };
  const remote = (base: string) => async (req: UpstreamRequest): Promise<UpstreamStream> => {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new Error(`No answer within ${ANSWER_TIMEOUT_MS / 1000} s`)), ANSWER_TIMEOUT_MS);
    try {
      const res = await fetch(`${base.replace(/\/$/, '')}${req.path}`, {
        method: req.method,
        headers: { ...req.headers, 'x-forwarded-for': req.clientIp, 'auth0-forwarded-for': req.clientIp,
          ...(req.body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(req.body !== undefined ? { body: JSON.stringify(req.body) } : {}),
        signal: abort.signal,
      });
      return { status: res.status, headers: Object.fromEntries(res.headers), body: res.body ? Readable.fromWeb(res.body as ReadableStream) : Readable.from([]) };
    } catch (error) {
      throw new UpstreamUnavailableError(`Upstream ${base} is unreachable`, { cause: error });
    } finally {
      clearTimeout(timer);
    }
  };
  const whole = (call: (req: UpstreamRequest) => Promise<UpstreamStream>) => async (req: UpstreamRequest): Promise<UpstreamResponse> => {
    const res = await call(req);
    return { ...res, body: await readText(res.body) };
  };
  return {
    idp: whole(idpUrl ? remote(idpUrl) : inProcess('/idp')),
    api: apiUrl ? remote(apiUrl) : inProcess('/api'),
    authorizeUrl: idpUrl ? `${idpUrl.replace(/\/$/, '')}/authorize` : '/idp/authorize',
  };
}
