import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from '../helpers.js';

// Finding 10: a caller without the right must learn nothing about what a valid request looks like.
let t: TestServer;
let viewer: string;
let reviewer: string;
let admin: string;

beforeAll(async () => {
  t = await startServer();
  [viewer, reviewer, admin] = await Promise.all(['viewer@acme.test', 'reviewer@acme.test', 'admin@acme.test'].map((e) => accessToken(t.url, e)));
});
afterAll(() => t.stop());

const send = (method: string, path: string, token: string, body?: string | unknown) => call(`${t.url}/api${path}`, {
  method, headers: { ...bearer(token), 'content-type': 'application/json' },
  body: typeof body === 'string' ? body : JSON.stringify(body ?? {}),
});

describe('authorization runs before validation', () => {
  it('answers 403, not a 400 naming the fields, when a caller without the module sends a bad body', async () => {
    const res = await send('POST', '/admin/v1/roles', viewer, { name: 42 });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'FORBIDDEN', message: 'Your group has no access to module ROLE_MANAGEMENT' });
  });

  it('answers 403 to a caller who may look but not change, whatever the body', async () => {
    const res = await send('POST', '/admin/v1/users', reviewer, { email: 'not an email', groupIds: 'x' });
    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe('Your role may look at ADMINISTRATORS_AND_GROUPS but not change it (needs MANAGE_ADMINISTRATION)');
    expect(res.body.error.fields).toBeUndefined();
  });

  it('answers 403 before parsing a body that is not even JSON', async () => {
    const res = await send('PUT', '/admin/v1/sso', reviewer, '{"entityId": ');
    expect(res.status).toBe(403);
  });

  it('answers 403 for bad query strings and path parameters too', async () => {
    const list = await call(`${t.url}/api/admin/v1/audit-logs?pageSize=abc`, { headers: bearer(viewer) });
    expect(list.status).toBe(403);
    const alert = await send('POST', '/alerts/v1/alerts/actions', viewer, { ids: [], action: 'explode' });
    expect(alert.status).toBe(403);
    expect(alert.body.error.message).toBe('Your group lacks the MANAGE_ALERTS permission this change of ALERTS or DASHBOARD IAC_ALERTS needs');
  });

  it('still tells a caller who holds the right what is wrong with the body', async () => {
    const res = await send('POST', '/admin/v1/roles', admin, { name: 42 });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.fields.map((f: { path: string }) => f.path)).toContain('name');
  });

  it('answers 401 to a caller without credentials, body or not', async () => {
    const res = await call(`${t.url}/api/admin/v1/roles`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(res.status).toBe(401);
  });
});
