import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, call, latestCode, startServer, type TestServer } from './helpers.js';

let t: TestServer;
beforeAll(async () => { t = await startServer(); });
afterAll(async () => { await t.stop(); });

/** The six dashboard counts as the cards declare them: paths relative to the API root. */
const COUNTS = [
  { path: 'commondashboard/v1/totalThreats' },
  { path: 'asset/api/v1/dashboard/cloudassetcount' },
  { path: 'commondashboard/v1/totalIdentities' },
  { method: 'POST', path: 'alerts/v1/buildtime/iacalertcount', json: { filters: { alertStatus: ['Open'] } } },
  { method: 'POST', path: 'compliance/v1/benchmark/getComplianceScore', json: { benchmarkId: 'ZBP' } },
  { path: 'vulnerability/v1/totalVulnerabilities' },
] as const;

async function signedIn(email: string, extra: Record<string, unknown> = {}): Promise<BrowserClient> {
  const b = new BrowserClient(t.url);
  // A tenant chosen at sign-in comes from a verified one-time code.
  if (extra.tenantId) {
    await b.session();
    await b.api('POST', '/auth/api/v1/createOTP', { Email: email });
    await b.api('POST', '/auth/api/v1/validateOTP', { Email: email, OTP: await latestCode(t.url, email) });
  }
  const login = await b.login(email, extra);
  expect(login.status).toBe(200);
  return b;
}

/** Each count asked for alone through `/bff/api`, as the console did before batching. */
const alone = (b: BrowserClient) =>
  Promise.all(COUNTS.map((c) => b.api('method' in c ? c.method : 'GET', `/${c.path}`, 'json' in c ? c.json : undefined)));

describe('POST /bff/batch', () => {
  it('answers each call with the status and body it has alone, in the order asked', async () => {
    const b = await signedIn('admin@acme.test');
    const res = await b.request('POST', '/bff/batch', { calls: COUNTS });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.answers.map((a: { status: number }) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const single = await alone(b);
    expect(res.body.answers.map((a: { body: unknown }) => a.body)).toEqual(single.map((r) => r.body));
    expect(res.body.answers[0].body.total).toBeGreaterThan(0);
  });

  it('checks each call as its own route does: a refused call is refused alone, the others answer', async () => {
    // The Globex analyst's EU tenant has not bought VULNERABILITY; the role grants all six cards.
    const eu = await signedIn('analyst@globex.test', { tenantId: 'tnt_globex_eu' });
    const res = await eu.request('POST', '/bff/batch', { calls: COUNTS });
    expect(res.status).toBe(200);
    expect(res.body.answers.map((a: { status: number }) => a.status)).toEqual([200, 200, 200, 200, 200, 403]);
    expect(res.body.answers[5].body.error).toEqual({ code: 'SUBSCRIPTION_REQUIRED', message: 'Your organization does not have a subscription for VULNERABILITY' });
    // The developer's role grants none of the threats count's module: the role is checked before anything else.
    const dev = await signedIn('dev@acme.test');
    const devAnswers = await dev.request('POST', '/bff/batch', { calls: [COUNTS[0], COUNTS[5]] });
    const devAlone = await Promise.all([dev.api('GET', `/${COUNTS[0].path}`), dev.api('GET', `/${COUNTS[5].path}`)]);
    expect(devAnswers.body.answers.map((a: { status: number }) => a.status)).toEqual(devAlone.map((r) => r.status));
    expect(devAnswers.body.answers[1]).toEqual({ status: 403, body: { error: expect.objectContaining({ code: 'FORBIDDEN' }) } });
  });

  it("answers with each tenant's own figures, never another's", async () => {
    const eu = await signedIn('analyst@globex.test', { tenantId: 'tnt_globex_eu' });
    const us = await signedIn('analyst@globex.test', { tenantId: 'tnt_globex_us' });
    const calls = [COUNTS[0]];
    const [euBatch, usBatch, euAlone, usAlone] = await Promise.all([
      eu.request('POST', '/bff/batch', { calls }), us.request('POST', '/bff/batch', { calls }),
      eu.api('GET', `/${COUNTS[0].path}`), us.api('GET', `/${COUNTS[0].path}`),
    ]);
    expect(euBatch.body.answers[0].body).toEqual(euAlone.body);
    expect(usBatch.body.answers[0].body).toEqual(usAlone.body);
    expect(euBatch.body.answers[0].body).not.toEqual(usBatch.body.answers[0].body);
  });

  it('refuses a request without a signed-in session, without the CSRF token, or with a call outside the API', async () => {
    const anonymous = new BrowserClient(t.url);
    await anonymous.session();
    const unsigned = await anonymous.request('POST', '/bff/batch', { calls: [COUNTS[0]] });
    expect(unsigned.status).toBe(401);
    expect(unsigned.body.error.code).toBe('UNAUTHENTICATED');

    const b = await signedIn('admin@acme.test');
    const forged = await b.request('POST', '/bff/batch', { calls: [COUNTS[0]] }, { 'x-csrf-token': 'forged' });
    expect(forged.status).toBe(403);
    expect(forged.body.error.code).toBe('CSRF_REJECTED');
    const noCookie = await call(`${t.url}/bff/batch`, { method: 'POST', json: { calls: [COUNTS[0]] }, headers: { 'x-csrf-token': b.csrf! } });
    expect(noCookie.status).toBe(403);

    const bad = await b.request('POST', '/bff/batch', {
      calls: [COUNTS[0], { path: 'commondashboard/../../idp/token' }, { path: 'auth/api/v1/orglookup', method: 'POST' }, { path: '/commondashboard/v1/totalThreats' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_FAILED');
    expect(bad.body.error.fields.map((d: { path: string }) => d.path).sort()).toEqual(['calls.1.path', 'calls.2.path', 'calls.3.path']);
  });

  it('answers a download in a batch with 415, leaving the other calls answered', async () => {
    const b = await signedIn('admin@acme.test');
    const res = await b.request('POST', '/bff/batch', { calls: [COUNTS[0], { path: 'alerts/v1/alerts/export.csv?kind=cloud' }] });
    expect(res.status).toBe(200);
    expect(res.body.answers[0].status).toBe(200);
    expect(res.body.answers[1]).toEqual({ status: 415, body: { error: { code: 'NOT_BATCHABLE', message: 'alerts/v1/alerts/export.csv?kind=cloud answers a download; ask for it alone' } } });
  });

  it('refuses more than 20 calls and an empty batch, naming the field', async () => {
    const b = await signedIn('admin@acme.test');
    const many = await b.request('POST', '/bff/batch', { calls: Array.from({ length: 21 }, () => COUNTS[0]) });
    expect(many.status).toBe(400);
    expect(many.body.error.message).toBe('Invalid request fields: calls');
    const none = await b.request('POST', '/bff/batch', { calls: [] });
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe('Invalid request fields: calls');
  });
});
