import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, BrowserClient, call, latestCode, PASSWORD, passwordGrant, startServer, type TestServer } from './helpers.js';

interface AuditRow { tenant_id: string | null; actor_email: string; action: string; target: string; details: string; before: string | null; after: string | null }

let t: TestServer;
let sqlite: TestDatabase;
beforeAll(async () => {
  t = await startServer();
  sqlite = openTestDatabase(t.dataDir, { readonly: true });
});
afterAll(async () => { sqlite.close(); await t.stop(); });

const rowsFor = (action: string, target: string) =>
  sqlite.prepare('SELECT * FROM audit_log WHERE action = ? AND target = ? ORDER BY created_at, id').all(action, target) as AuditRow[];
const post = (path: string, json: unknown) => call(`${t.url}/api/auth/api/v1/${path}`, { method: 'POST', json });

describe('audit rows for changes outside the administration areas', () => {
  it('records the agreement acceptance with the tenant and the state before and after', async () => {
    const token = await accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_us' });
    expect(rowsFor('tenant.eusa_accepted', 'tenant:Globex US')).toHaveLength(0);
    const res = await call(`${t.url}/api/tenant/api/v1/tenant/eusa/accept`, { method: 'POST', headers: bearer(token) });
    expect(res.status).toBe(200);
    const [row] = rowsFor('tenant.eusa_accepted', 'tenant:Globex US');
    expect(row).toMatchObject({ tenant_id: 'tnt_globex_us', actor_email: 'analyst@globex.test' });
    expect(JSON.parse(row!.before!)).toEqual({ eusaAccepted: false });
    expect(JSON.parse(row!.after!)).toEqual({ eusaAccepted: true });
  });

  it('records a notification read once, not again when it is read a second time', async () => {
    const token = await accessToken(t.url, 'admin@acme.test');
    const list = await call(`${t.url}/api/notification/v1/notifications`, { headers: bearer(token) });
    const unread = list.body.notifications.find((n: { read: boolean }) => !n.read) as { id: string; title: string };
    const read = () => call(`${t.url}/api/notification/v1/notifications/${unread.id}/read`, { method: 'POST', headers: bearer(token) });
    expect((await read()).status).toBe(200);
    expect((await read()).status).toBe(200);
    const rows = rowsFor('notification.read', `notification:${unread.title}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tenant_id: 'tnt_acme', actor_email: 'admin@acme.test' });
  });

  it('records the revoked refresh family when a rotated refresh token comes back', async () => {
    const signIn = await passwordGrant(t.url, 'viewer@acme.test');
    const refresh = (token: string) => call(`${t.url}/idp/oauth/token`, { method: 'POST', json: { grant_type: 'refresh_token', refresh_token: token, client_id: 'palisade-console' } });
    expect((await refresh(signIn.body.refresh_token)).status).toBe(200);
    const family = sqlite.prepare(`SELECT f.id FROM refresh_families f JOIN users u ON u.id = f.user_id WHERE u.email = ? ORDER BY f.created_at DESC, f.id DESC`)
      .get('viewer@acme.test') as { id: string };
    expect(rowsFor('auth.refresh_family_revoked', `refresh_family:${family.id}`)).toHaveLength(0);
    expect((await refresh(signIn.body.refresh_token)).status).toBe(403);
    const [row] = rowsFor('auth.refresh_family_revoked', `refresh_family:${family.id}`);
    expect(row).toMatchObject({ tenant_id: 'tnt_acme', actor_email: 'viewer@acme.test' });
    expect(JSON.parse(row!.details)).toEqual({ reason: 'reuse_detected' });
  });

  it('records the revoked refresh family on sign-out', async () => {
    const b = new BrowserClient(t.url);
    expect((await b.login('dev@acme.test')).status).toBe(200);
    const before = (sqlite.prepare(`SELECT COUNT(*) AS n FROM audit_log WHERE action = 'auth.refresh_family_revoked' AND actor_email = 'dev@acme.test'`).get() as { n: number }).n;
    expect((await b.request('POST', '/bff/logout')).status).toBeLessThan(300);
    const rows = sqlite.prepare(`SELECT * FROM audit_log WHERE action = 'auth.refresh_family_revoked' AND actor_email = 'dev@acme.test' ORDER BY created_at, id`).all() as AuditRow[];
    expect(rows).toHaveLength(before + 1);
    expect(JSON.parse(rows.at(-1)!.details)).toEqual({ reason: 'logout' });
  });

  it('records a password reset request and its confirmation', async () => {
    const target = 'user:reviewer@acme.test';
    expect(rowsFor('auth.password_reset_requested', target)).toHaveLength(0);
    expect((await post('resetPassword', { Email: 'reviewer@acme.test', OrganizationId: 'org_acme', SSOEnabled: false, ConnectionName: 'acme-db' })).status).toBe(200);
    expect(rowsFor('auth.password_reset_requested', target)).toHaveLength(1);
    const link = new URL((await call(`${t.url}/dev/outbox?email=reviewer@acme.test`)).body.messages[0].link);
    const changedBefore = rowsFor('auth.password_changed', target).length;
    expect((await post('resetPassword/confirm', { token: link.searchParams.get('token'), password: PASSWORD })).status).toBe(200);
    const changed = rowsFor('auth.password_changed', target);
    expect(changed).toHaveLength(changedBefore + 1);
    expect(changed.at(-1)!.actor_email).toBe('reviewer@acme.test');
  });

  it('records each new one-time code without the code itself', async () => {
    const target = 'user:analyst@globex.test';
    // Earlier sign-ins of this user verified codes of their own.
    const earlier = rowsFor('auth.otp_created', target).length;
    expect((await post('createOTP', { Email: 'analyst@globex.test' })).status).toBe(200);
    expect((await post('createOTP', { Email: 'analyst@globex.test' })).status).toBe(200);
    const code = await latestCode(t.url, 'analyst@globex.test');
    const rows = rowsFor('auth.otp_created', target).slice(earlier);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ tenant_id: null, actor_email: 'analyst@globex.test' });
    // The second code ended the first.
    expect(JSON.parse(rows[1]!.details)).toMatchObject({ supersededCodes: 1 });
    for (const row of rows) expect(JSON.stringify([row.target, row.details, row.before, row.after])).not.toContain(code);
  });
});
