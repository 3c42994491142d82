import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';

const GITHUB = 'ghp_PalisadeDemoRepoScope000000000000001';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  // As in production: the server refuses to call internal addresses.
  t = await startServer({ allowInternalTargets: false });
  admin = await accessToken(t.url, 'admin@acme.test');
}, 60_000);
afterAll(async () => { await t.stop(); });

const api = (path: string, method = 'GET', json?: unknown) => call(`${t.url}/api/iac/api/v1/${path}`, { method, json, headers: bearer(admin) });

describe('the API address of a self-hosted version control service', () => {
  it('without one, the connection goes to the stand-in even where internal addresses are refused; the demo connection names none', async () => {
    const probe = await api('vcs/test', 'POST', { provider: 'github', token: GITHUB });
    expect(probe.status).toBe(200);
    expect(probe.body.login).toBe('acme-bot');
    const list = await api('vcs');
    expect(list.body.items.map((c: any) => [c.name, c.baseUrl])).toEqual([['Acme GitHub', null]]);
  });

  it('refuses a loopback, link-local or private address, and http, naming the field', async () => {
    const loopback = await api('vcs/test', 'POST', { provider: 'github', baseUrl: `https://127.0.0.1:${new URL(t.url).port}/vcs-api/github`, token: GITHUB });
    expect(loopback.status).toBe(400);
    expect(loopback.body.error.fields).toEqual([{ path: 'baseUrl', message: expect.stringContaining('is an internal address (127.0.0.1, loopback); the server does not send there') }]);
    const metadata = await api('vcs', 'POST', { provider: 'gitlab', name: 'Metadata', baseUrl: 'https://169.254.169.254/latest', token: 'glpat-x', repositories: [] });
    expect(metadata.status).toBe(400);
    expect(metadata.body.error.message).toContain('169.254.169.254, linkLocal');
    const http = await api('vcs/test', 'POST', { provider: 'bitbucket', baseUrl: 'http://bitbucket.example.com/rest/api/1.0', token: 'x' });
    expect(http.body.error.message).toBe('The API address must use https, not http');
    expect((await api('vcs')).body.items).toHaveLength(1);
  });

  it('an edit to an internal address is refused and the connection keeps its address', async () => {
    const [demo] = (await api('vcs')).body.items;
    const edit = await api(`vcs/${demo.id}`, 'PATCH', { baseUrl: 'https://10.1.2.3/api/v3' });
    expect(edit.status).toBe(400);
    expect(edit.body.error.message).toContain('10.1.2.3, private');
    const [after] = (await api('vcs')).body.items;
    expect([after.baseUrl, after.login, after.repositories.length]).toEqual([null, demo.login, demo.repositories.length]);
  });
});
