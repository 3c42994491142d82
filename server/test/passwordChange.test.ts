import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, PASSWORD, startServer, type TestServer } from './helpers.js';

let t: TestServer;
beforeAll(async () => { t = await startServer(); });
afterAll(async () => { await t.stop(); });

const change = (token: string, currentPassword: string, newPassword: string) =>
  call(`${t.url}/api/user/api/v1/password/change`, { method: 'POST', headers: bearer(token), json: { currentPassword, newPassword } });

describe('changing one’s own password', () => {
  it('needs a bearer token', async () => {
    const res = await call(`${t.url}/api/user/api/v1/password/change`, { method: 'POST', json: { currentPassword: PASSWORD, newPassword: 'Another-pass-9' } });
    expect(res.status).toBe(401);
  });

  it('enforces the policy with the console’s messages', async () => {
    const token = await accessToken(t.url, 'viewer@acme.test');
    const cases: [string, string][] = [
      ['Short-1', 'Password must be at least 8 characters'],
      ['no-capital-1', 'Password needs at least 1 capital letter'],
      ['No-digit-here', 'Password needs at least 1 digit'],
      ['NoSpecial12', 'Password needs at least 1 special character'],
      ['Has space-1A', 'Whitespaces Are Not Allowed!'],
      [`A-1${'x'.repeat(70)}`, 'Max Character Limit Exceeded'],
    ];
    for (const [password, message] of cases) {
      const res = await change(token, PASSWORD, password);
      expect(res.status, password).toBe(400);
      expect(res.body.error.fields.map((f: { message: string }) => f.message), password).toContain(message);
    }
  });

  it('verifies the current password and refuses the same one', async () => {
    const token = await accessToken(t.url, 'dev@acme.test');
    const wrong = await change(token, 'not-it', 'Brand-new-pass-1');
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toMatchObject({ code: 'INVALID_CURRENT_PASSWORD', message: 'Please enter valid current password' });
    const same = await change(token, PASSWORD, PASSWORD);
    expect(same.body.error).toMatchObject({ code: 'PASSWORD_UNCHANGED', message: 'New password and current password should not be same' });
  });

  it('changes the password (the old one stops working), audits it, and reports its age', async () => {
    const token = await accessToken(t.url, 'dev@acme.test');
    const before = await call(`${t.url}/api/user/api/v1/password/status`, { headers: bearer(token) });
    expect(before.body).toMatchObject({ expired: false, maxAgeDays: 90 });
    const ok = await change(token, PASSWORD, 'Brand-new-pass-1');
    expect(ok.status).toBe(200);
    const oldGrant = await call(`${t.url}/idp/oauth/token`, {
      method: 'POST', json: { grant_type: 'http://auth0.com/oauth/grant-type/password-realm', username: 'dev@acme.test', password: PASSWORD, realm: 'acme-db', client_id: 'palisade-console' },
    });
    expect(oldGrant.status).toBe(403);
    const after = await call(`${t.url}/api/user/api/v1/password/status`, { headers: bearer(token) });
    expect(Date.parse(after.body.changedAt)).toBeGreaterThan(Date.parse(before.body.changedAt));
    const audited = await call(`${t.url}/api/user/api/v1/password/status`, { headers: bearer(token) });
    expect(audited.body.expired).toBe(false);
  });
});
