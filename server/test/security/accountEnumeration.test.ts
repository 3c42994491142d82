import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNIFORM_ANSWER_MS } from '../../src/api/auth/uniformDuration.js';
import { call, startServer, type TestServer } from '../helpers.js';

// Finding 8: the pre-login calls answer an unknown address as they answer an account, in status, body and time.
let t: TestServer;
const waits: number[] = [];
beforeAll(async () => {
  // A clock that stands still: every answer's own work takes "no time", so each must wait the whole uniform time.
  const now = Date.now();
  t = await startServer({ clock: () => now, sleep: async (ms) => { waits.push(ms); } });
});
afterAll(async () => { await t.stop(); });

const post = (path: string, json: unknown) => call(`${t.url}/api/auth/api/v1/${path}`, { method: 'POST', json });
/** Status and body of one call, and the waits it asked for. */
async function answer(path: string, json: unknown) {
  waits.length = 0;
  const res = await post(path, json);
  return { status: res.status, body: res.body, waits: [...waits] };
}
const outbox = async (email: string) => (await call(`${t.url}/dev/outbox?email=${encodeURIComponent(email)}`)).body.messages;

describe('organisation lookup', () => {
  it('answers an unknown address of a known domain exactly like an account of that organisation', async () => {
    const known = await answer('orglookup', { Email: 'admin@acme.test' });
    expect(known).toEqual({
      status: 200, waits: [UNIFORM_ANSWER_MS],
      body: { OrganizationId: 'org_acme', SSOEnabled: false, MultiTenant: false, OTP: false, Connections: [{ Type: 'auth0', ConnectionName: 'acme-db', SSOEnabled: false }] },
    });
    expect(await answer('orglookup', { Email: 'nobody@acme.test' })).toEqual(known);
    expect(await answer('orglookup', { Email: 'nobody@globex.test' })).toEqual(await answer('orglookup', { Email: 'analyst@globex.test' }));
  });

  it('shows what a console must know, the organisation\'s single sign-on, for any address of its domain', async () => {
    const sso = await answer('orglookup', { Email: 'someone@initech.test' });
    expect(sso.body).toEqual({ OrganizationId: 'org_initech', SSOEnabled: true, MultiTenant: false, OTP: false,
      Connections: [{ Type: 'samlp', ConnectionName: 'initech-saml', SSOEnabled: true }] });
    expect(await answer('orglookup', { Email: 'sso@initech.test' })).toEqual(sso);
  });

  it('answers an address of an unknown domain like a password organisation, the same for every address there', async () => {
    const first = await answer('orglookup', { Email: 'ghost@nowhere.test' });
    expect(first.status).toBe(200);
    expect(first.waits).toEqual([UNIFORM_ANSWER_MS]);
    expect(first.body).toMatchObject({ SSOEnabled: false, MultiTenant: false, OTP: false,
      Connections: [{ Type: 'auth0', ConnectionName: 'Username-Password-Authentication', SSOEnabled: false }] });
    expect(first.body.OrganizationId).toMatch(/^org_[A-Za-z0-9_-]{16}$/);
    expect(await answer('orglookup', { Email: 'other.ghost@nowhere.test' })).toEqual(first);
  });
});

describe('password reset request', () => {
  const reset = (email: string) => answer('resetPassword', { Email: email, OrganizationId: 'org_acme', SSOEnabled: false, ConnectionName: 'acme-db' });

  it('answers an unknown address, and an account of another organisation, exactly like an account, and mails only the account', async () => {
    const known = await reset('viewer@acme.test');
    expect(known).toEqual({ status: 200, body: { message: 'Password reset link sent' }, waits: [UNIFORM_ANSWER_MS] });
    expect(await reset('nobody@acme.test')).toEqual(known);
    expect(await reset('analyst@globex.test')).toEqual(known);
    expect(await outbox('viewer@acme.test')).toHaveLength(1);
    expect(await outbox('nobody@acme.test')).toEqual([]);
    expect((await outbox('analyst@globex.test')).filter((m: { kind: string }) => m.kind === 'password_reset')).toEqual([]);
  });
});

describe('one-time codes', () => {
  it('answers a code request and a wrong code for an unknown address exactly like for an account', async () => {
    const known = await answer('createOTP', { Email: 'analyst@globex.test' });
    expect(known).toEqual({ status: 200, body: { message: 'OTP sent' }, waits: [UNIFORM_ANSWER_MS] });
    expect(await answer('createOTP', { Email: 'nobody@globex.test' })).toEqual(known);
    expect(await outbox('nobody@globex.test')).toEqual([]);
    const wrong = await answer('validateOTP', { Email: 'analyst@globex.test', OTP: '000000' });
    expect(wrong.body).toEqual({ error: { code: 'OTP_INVALID', message: 'Invalid verification code, 4 attempts left' } });
    expect(await answer('validateOTP', { Email: 'nobody@globex.test', OTP: '000000' })).toEqual(wrong);
  });
});
