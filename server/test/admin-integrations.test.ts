import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';

let t: TestServer;
let admin: string;
let reviewer: string;
let viewer: string;
let globex: string;
let sqlite: TestDatabase;
let started: number;

/** A local HTTP receiver: records every request, answers with the status the test chooses. */
interface Received { path: string; headers: IncomingHttpHeaders; body: string }
let receiver: Server;
let receiverUrl: string;
let received: Received[] = [];
let answer = 200;
beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => { body += chunk; });
    req.on('end', () => {
      if (req.url === '/hang') return; // never answers: the server must give up
      received.push({ path: req.url ?? '', headers: req.headers, body });
      res.statusCode = answer;
      res.end(answer === 200 ? 'ok' : 'nope');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await startServer();
  started = t.now();
  [admin, reviewer, viewer, globex] = await Promise.all([accessToken(t.url, 'admin@acme.test'), accessToken(t.url, 'reviewer@acme.test'),
    accessToken(t.url, 'viewer@acme.test'), accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' })]);
  sqlite = openTestDatabase(t.dataDir);
});
afterAll(async () => { sqlite.close(); await t.stop(); await new Promise((resolve) => receiver.close(resolve)); });
beforeEach(() => { received = []; answer = 200; });

const api = (method: string, path: string, json?: unknown, token = admin) =>
  call(`${t.url}/api/admin/v1/integrations${path}`, { method, ...(json !== undefined ? { json } : {}), headers: bearer(token) });
const rows = <T = any>(query: string, ...params: unknown[]) => sqlite.prepare(query).all(...params) as T[];
const fieldOf = (body: any, path: string) => body.error.fields?.find((f: any) => f.path === path)?.message;
const SECRET = 'receiver-shared-secret-42';
/** A port nothing listens on: taken from the OS, then released. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe('integrations: webhook with a signing secret', () => {
  let id: string;

  it('creates it enabled, and never sends the secret back', async () => {
    const created = await api('POST', '', { type: 'webhook', name: 'Receiver', url: `${receiverUrl}/hook`, signingSecret: SECRET });
    expect(created.status).toBe(201);
    id = created.body.id;
    expect(created.body).toMatchObject({ enabled: true, config: { type: 'webhook', url: `${receiverUrl}/hook` }, secretsSet: ['signingSecret'] });
    for (const res of [created, await api('GET', ''), await api('GET', `/${id}`)]) expect(JSON.stringify(res.body)).not.toContain(SECRET);
  });

  it('keeps the secret encrypted at rest with the key in the data dir', () => {
    const [row] = rows(`SELECT secret_cipher, config FROM integrations WHERE id = ?`, id);
    expect(row.secret_cipher).toMatch(/^v1\./);
    expect(row.secret_cipher + row.config).not.toContain(SECRET);
    expect(readFileSync(join(t.dataDir, 'integration-secret-key'), 'utf8').length).toBeGreaterThan(40);
  });

  it('test-sends a signed message the receiver can verify', async () => {
    const test = await api('POST', `/${id}/test`);
    expect(test.body).toMatchObject({ status: 'success', message: expect.stringContaining('answered 200') });
    expect(received).toHaveLength(1);
    const [hit] = received;
    expect(hit!.path).toBe('/hook');
    expect(JSON.parse(hit!.body)).toMatchObject({ type: 'palisade.test', integration: 'Receiver', tenant: 'Acme', sentBy: 'admin@acme.test' });
    expect(hit!.headers['x-palisade-signature']).toBe(`sha256=${createHmac('sha256', SECRET).update(hit!.body).digest('hex')}`);
  });

  it('keeps the secret when an edit leaves it empty, and replaces it when given', async () => {
    const edited = await api('PUT', `/${id}`, { type: 'webhook', name: 'Receiver', url: `${receiverUrl}/hook2`, signingSecret: '' });
    expect(edited.body.secretsSet).toEqual(['signingSecret']);
    await api('POST', `/${id}/test`);
    expect(received[0]!.path).toBe('/hook2');
    expect(received[0]!.headers['x-palisade-signature']).toBe(`sha256=${createHmac('sha256', SECRET).update(received[0]!.body).digest('hex')}`);
    await api('PUT', `/${id}`, { type: 'webhook', name: 'Receiver', url: `${receiverUrl}/hook2`, signingSecret: 'another-secret-0123456789' });
    await api('POST', `/${id}/test`);
    expect(received[1]!.headers['x-palisade-signature']).toBe(`sha256=${createHmac('sha256', 'another-secret-0123456789').update(received[1]!.body).digest('hex')}`);
    const unsigned = await api('PUT', `/${id}`, { type: 'webhook', name: 'Receiver', url: `${receiverUrl}/hook2`, removeSigningSecret: true });
    expect(unsigned.body.secretsSet).toEqual([]);
    await api('POST', `/${id}/test`);
    expect(received[2]!.headers['x-palisade-signature']).toBeUndefined();
  });

  it('reports the receiver status and network errors on test', async () => {
    answer = 500;
    const failed = await api('POST', `/${id}/test`);
    expect(failed.body).toMatchObject({ status: 'failure', message: expect.stringMatching(/^127\.0\.0\.1:\d+ answered 500/) });
    const closed = await closedPort();
    await api('PUT', `/${id}`, { type: 'webhook', name: 'Receiver', url: `http://127.0.0.1:${closed}/nothing` });
    const down = await api('POST', `/${id}/test`);
    expect(down.body).toMatchObject({ status: 'failure', message: `Could not reach 127.0.0.1:${closed}: ECONNREFUSED` });
    expect((await api('GET', `/${id}`)).body.lastTest).toMatchObject({ status: 'failure', message: down.body.message });
  });

  it('gives up on a receiver that does not answer within 5 s', async () => {
    await api('PUT', `/${id}`, { type: 'webhook', name: 'Receiver', url: `${receiverUrl}/hang` });
    const slow = await api('POST', `/${id}/test`);
    expect(slow.body).toMatchObject({ status: 'failure', message: expect.stringMatching(/^127\.0\.0\.1:\d+ did not answer within 5 s$/) });
  }, 120_000);

  it('disables, enables and deletes it', async () => {
    expect((await api('POST', `/${id}/disable`)).body.enabled).toBe(false);
    expect((await api('POST', `/${id}/enable`)).body.enabled).toBe(true);
    expect((await api('DELETE', `/${id}`)).status).toBe(200);
    expect((await api('GET', `/${id}`)).status).toBe(404);
  });
});

describe('integrations: Slack, Jira and email', () => {
  it('posts a Slack message to the saved webhook URL, which is itself secret', async () => {
    const hook = `${receiverUrl}/services/T1/B2/secret-part`;
    const created = await api('POST', '', { type: 'slack', name: 'Slack SOC', webhookUrl: hook, channel: '#soc' });
    expect(created.status).toBe(201);
    expect(JSON.stringify(created.body)).not.toContain('secret-part');
    expect(created.body.secretsSet).toEqual(['webhookUrl']);
    expect((await api('POST', `/${created.body.id}/test`)).body.status).toBe('success');
    expect(received[0]!.path).toBe('/services/T1/B2/secret-part');
    expect(JSON.parse(received[0]!.body)).toMatchObject({ channel: '#soc', text: expect.stringContaining('Slack SOC') });
  });

  it('creates a Jira issue with basic auth from the user email and API token', async () => {
    const created = await api('POST', '', { type: 'jira', name: 'Jira SEC', baseUrl: `${receiverUrl}/jira/`, projectKey: 'SEC', userEmail: 'bot@acme.test', apiToken: 'tok-123' });
    expect(created.status).toBe(201);
    expect(JSON.stringify(created.body)).not.toContain('tok-123');
    await api('POST', `/${created.body.id}/test`);
    expect(received[0]!.path).toBe('/jira/rest/api/2/issue');
    expect(received[0]!.headers.authorization).toBe(`Basic ${Buffer.from('bot@acme.test:tok-123').toString('base64')}`);
    expect(JSON.parse(received[0]!.body).fields.project.key).toBe('SEC');
  });

  it('delivers email tests to the outbox', async () => {
    const created = await api('POST', '', { type: 'email', name: 'SOC mail', recipients: 'soc@acme.test, Lead@Acme.test' });
    expect(created.body.config.recipients).toEqual(['soc@acme.test', 'lead@acme.test']);
    const test = await api('POST', `/${created.body.id}/test`);
    expect(test.body.status).toBe('success');
    const mail = rows(`SELECT email, kind, subject FROM outbox WHERE kind = 'integration' ORDER BY email`);
    expect(mail).toEqual([{ email: 'lead@acme.test', kind: 'integration', subject: 'Palisade test message: SOC mail' },
      { email: 'soc@acme.test', kind: 'integration', subject: 'Palisade test message: SOC mail' }]);
  });

  it('validates as typed: http(s) only, required secrets, channel and key formats, emails', async () => {
    const ftp = await api('POST', '', { type: 'webhook', name: 'Bad', url: 'ftp://example.test/x' });
    expect(fieldOf(ftp.body, 'url')).toBe('Enter an http(s) URL');
    const noSecret = await api('POST', '', { type: 'slack', name: 'No hook', webhookUrl: '', channel: '#x' });
    expect(noSecret.status).toBe(400);
    expect(fieldOf(noSecret.body, 'webhookUrl')).toBe('This field is required');
    expect(fieldOf((await api('POST', '', { type: 'slack', name: 'C', webhookUrl: receiverUrl, channel: 'soc team' })).body, 'channel')).toContain('Start with #');
    expect(fieldOf((await api('POST', '', { type: 'jira', name: 'J', baseUrl: receiverUrl, projectKey: 'sec', userEmail: 'x@acme.test', apiToken: 't' })).body, 'projectKey')).toContain('capital');
    expect(fieldOf((await api('POST', '', { type: 'email', name: 'E', recipients: 'ok@acme.test, nope' })).body, 'recipients')).toBe('Email Id is Invalid: nope');
    expect(fieldOf((await api('POST', '', { type: 'email', name: 'x'.repeat(65), recipients: 'a@acme.test' })).body, 'name')).toBe('Max Character Limit Exceeded');
    const dup = await api('POST', '', { type: 'email', name: 'SOC mail', recipients: 'a@acme.test' });
    expect(dup.status).toBe(409);
    expect(fieldOf(dup.body, 'name')).toContain('already used');
  });
});

describe('integrations: access, isolation and audit', () => {
  it('lets the reviewer look but not change or test, and the viewer not look', async () => {
    const [one] = (await api('GET', '', undefined, reviewer)).body.items;
    expect(one).toBeTruthy();
    for (const [method, path, body] of [['POST', '', { type: 'email', name: 'R', recipients: 'a@acme.test' }], ['PUT', `/${one.id}`, { type: 'email', name: 'R', recipients: 'a@acme.test' }],
      ['POST', `/${one.id}/test`], ['POST', `/${one.id}/disable`], ['POST', `/${one.id}/enable`], ['DELETE', `/${one.id}`]] as const) {
      expect((await api(method, path, body, reviewer)).status, `${method} ${path}`).toBe(403);
    }
    expect((await api('GET', '', undefined, viewer)).status).toBe(403);
  });

  it('never shows or touches another tenant integrations', async () => {
    sqlite.prepare(`INSERT INTO integrations (id, tenant_id, type, name, config, secret_cipher, enabled, created_at, updated_at)
      VALUES ('int_globex_mail', 'tnt_globex_eu', 'email', 'Globex mail', '{"type":"email","recipients":["soc@globex.test"]}', NULL, 1, 0, 0)`).run();
    sqlite.prepare(`INSERT INTO role_modules (role_id, module_id, parent_id) SELECT role_id, 'INTEGRATIONS', '' FROM access_groups WHERE id = 'grp_globex_eu_analysts'`).run();
    const globexList = await api('GET', '', undefined, globex);
    expect(globexList.body.items.map((i: any) => i.id)).toEqual(['int_globex_mail']);
    const acmeId = (await api('GET', '')).body.items[0].id;
    expect((await api('GET', `/${acmeId}`, undefined, globex)).status).toBe(404);
    expect((await api('GET', '')).body.items.map((i: any) => i.id)).not.toContain('int_globex_mail');
    for (const [method, path] of [['GET', ''], ['PUT', ''], ['POST', '/test'], ['POST', '/disable'], ['DELETE', '']] as const) {
      const body = method === 'PUT' ? { type: 'email', name: 'Taken', recipients: 'a@acme.test' } : undefined;
      expect((await api(method, `/int_globex_mail${path}`, body)).status, `${method} ${path}`).toBe(404);
    }
    expect(rows(`SELECT name, enabled FROM integrations WHERE id = 'int_globex_mail'`)).toEqual([{ name: 'Globex mail', enabled: 1 }]);
  });

  it('audits every change and test without secrets', () => {
    const audit = rows(`SELECT action, before, after FROM audit_log WHERE action LIKE 'integration.%' AND created_at >= ?`, started);
    const actions = new Set(audit.map((a) => a.action));
    expect([...actions].sort()).toEqual(['integration.create', 'integration.delete', 'integration.disable', 'integration.enable', 'integration.test', 'integration.update']);
    const text = JSON.stringify(audit);
    for (const secret of [SECRET, 'another-secret-0123456789', 'tok-123', 'secret-part']) expect(text).not.toContain(secret);
  });
});

describe('integrations: secrets across a restart', () => {
  it('still decrypts saved secrets after the server restarts with the same data dir', async () => {
    const created = await api('POST', '', { type: 'webhook', name: 'Survivor', url: `${receiverUrl}/after-restart`, signingSecret: SECRET });
    const dataDir = t.dataDir;
    sqlite.close();
    await t.stop(false);
    t = await startServer({}, { dataDir });
    sqlite = openTestDatabase(t.dataDir);
    admin = await accessToken(t.url, 'admin@acme.test');
    expect((await api('POST', `/${created.body.id}/test`)).body.status).toBe('success');
    const hit = received.find((r) => r.path === '/after-restart')!;
    expect(hit.headers['x-palisade-signature']).toBe(`sha256=${createHmac('sha256', SECRET).update(hit.body).digest('hex')}`);
  });
});

describe('integrations: internal addresses outside the demo', () => {
  it('refuses to send to loopback or private addresses unless the server allows internal targets', async () => {
    const strict = await startServer({ allowInternalTargets: false });
    try {
      const token = await accessToken(strict.url, 'admin@acme.test');
      const create = (url: string) => call(`${strict.url}/api/admin/v1/integrations`, { method: 'POST', headers: bearer(token),
        json: { type: 'webhook', name: `Internal ${url.length}`, url } });
      const local = await create(`${receiverUrl}/hook`);
      expect(local.status).toBe(201);
      const tested = await call(`${strict.url}/api/admin/v1/integrations/${local.body.id}/test`, { method: 'POST', headers: bearer(token) });
      expect(tested.body).toMatchObject({ status: 'failure', message: expect.stringContaining('is an internal address (127.0.0.1, loopback)') });
      expect(received).toHaveLength(0);
    } finally {
      await strict.stop();
    }
  });
});
