import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { errorBody } from '../api/schemas.js';
import { AppError } from '../http/AppError.js';
import { bffDoc, bffErrors } from './bffSchemas.js';
import { isForwardedAlone, isInsideApi, passesAsBytes } from './forwardToApi.js';
import type { BffDeps } from './bffRoutes.js';
import { clearSessionCookie } from './sessionCookie.js';
import { readAnswer, UpstreamUnavailableError } from './Upstream.js';

/** The API path a call's path names, without its query. */
const apiPath = (path: string) => `/${path.split('?')[0] ?? ''}`;

/** The most calls one batch may carry: a dashboard's cards, with room to spare. */
export const MAX_BATCH_CALLS = 20;

const batchCall = z.object({
  method: z.enum(['GET', 'POST']).default('GET'),
  /** Relative to the console API root, as the console's API client takes it: `commondashboard/v1/totalThreats`. */
  path: z.string().min(1).max(2000).regex(/^[^/]/, 'A path relative to the API root (no leading slash)')
    .refine((path) => isInsideApi(apiPath(path)), 'Contains dot segments or encoded slashes')
    .refine((path) => !isForwardedAlone(apiPath(path)), 'Sign-in calls are not batched'),
  json: z.record(z.string(), z.unknown()).optional(),
});

export const batchBody = z.object({ calls: z.array(batchCall).min(1).max(MAX_BATCH_CALLS) });

export const batchResponse = z.object({
  answers: z.array(z.object({ status: z.number().int(), body: z.unknown() })),
}).meta({ description: 'One answer per call, in the order of the calls: the status and JSON body the call alone would have had' });

type BatchCall = z.infer<typeof batchCall>;
interface Answer { status: number; body: unknown }

const unavailable: Answer = { status: 502, body: { error: { code: 'UPSTREAM_UNAVAILABLE', message: 'The API is unreachable' } } };

/**
 * `POST /bff/batch`: several API calls in one request, each forwarded as
 * `/bff/api/<path>` would forward it alone (the session's bearer, so the API
 * checks each call's permissions exactly as it checks a single call), each
 * answered on its own: one refused or failing call leaves the others'
 * answers untouched. Only a request without a signed-in session, or one
 * whose token cannot be had, fails as a whole.
 */
export async function batchRoute(app: FastifyInstance, deps: BffDeps): Promise<void> {
  const { broker, upstream, cookies } = deps;
  app.post('/bff/batch', {
    schema: {
      ...bffDoc, summary: 'Several GET or POST calls to the console API in one request, each answered on its own',
      body: batchBody, response: { 200: batchResponse, ...bffErrors, 502: errorBody },
    },
    attachValidation: true,
  }, async (request, reply) => {
    const calls = parseCalls(request.body);
    const session = request.bffSession;
    if (!session?.user_id) throw new AppError(401, 'UNAUTHENTICATED', 'Not signed in');
    let token: string | undefined;
    try {
      token = await broker.accessToken(session, request.ip);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 401) clearSessionCookie(request, reply, cookies);
      throw error;
    }
    reply.header('cache-control', 'no-store');
    const headers: Record<string, string> = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...languageOf(request) };
    const answers = await Promise.all(calls.map((call) => forward(call, headers, request.ip)));
    return { answers };
  });

  async function forward(call: BatchCall, headers: Record<string, string>, clientIp: string): Promise<Answer> {
    try {
      const res = await upstream.api({ method: call.method, path: `/${call.path}`, headers, clientIp, ...(call.method === 'POST' ? { body: call.json ?? {} } : {}) });
      // A download (anything but JSON) is passed as bytes by `/bff/api/*` alone; a batch answers JSON only.
      if (passesAsBytes(res.headers['content-type'])) {
        res.body.destroy();
        return { status: 415, body: { error: { code: 'NOT_BATCHABLE', message: `${call.path} answers a download; ask for it alone` } } };
      }
      return { status: res.status, body: await readAnswer(res.body) };
    } catch (error) {
      if (error instanceof UpstreamUnavailableError) return unavailable;
      throw error;
    }
  }
}

/** The body's calls, or a 400 naming each bad field (`calls.2.path`). */
function parseCalls(body: unknown): BatchCall[] {
  const parsed = batchBody.safeParse(body ?? {});
  if (parsed.success) return parsed.data.calls;
  const fields = parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  throw new AppError(400, 'VALIDATION_FAILED', `Invalid request fields: ${[...new Set(fields.map((f) => f.path))].join(', ')}`, fields);
}

function languageOf(request: FastifyRequest): Record<string, string> {
  const value = request.headers['accept-language'];
  return typeof value === 'string' ? { 'accept-language': value } : {};
}
