import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { activationHooks } from '../src/api/connectors/activationQueue.js';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';
import { accessToken, bearer, call, passwordGrant, startServer, type TestServer } from './helpers.js';

let t: TestServer;
let sqlite: TestDatabase;
let admin: string;
let other: string;
let viewer: string;
let reviewer: string;
let globex: string;

beforeAll(async () => {
  t = await startServer();
  sqlite = openTestDatabase(t.dataDir);
  // Globex's EU analysts get the area and its flag, to show they see nothing of Acme's.
  sqlite.prepare(`INSERT INTO role_modules (role_id, module_id, parent_id) VALUES ('rol_tnt_globex_eu_analyst', 'CLOUD_CONNECTORS', '')`).run();
  sqlite.prepare(`INSERT INTO role_actions (role_id, action) VALUES ('rol_tnt_globex_eu_analyst', 'MANAGE_ADMINISTRATION')`).run();
  const breakglass = await passwordGrant(t.url, 'breakglass@acme.test', { realm: 'breakglass' });
  other = breakglass.body.access_token;
  [admin, viewer, reviewer, globex] = await Promise.all([accessToken(t.url, 'admin@acme.test'), accessToken(t.url, 'viewer@acme.test'),
    accessToken(t.url, 'reviewer@acme.test'), accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' })]);
});
afterAll(async () => { sqlite.close(); await t.stop(); });
afterEach(async () => {
  delete activationHooks.beforeApply;
  for (const token of [admin, other]) await api('/pending', { method: 'DELETE', token });
});

const api = (path: string, init: { method?: string; json?: unknown; token?: string } = {}) =>
  call(`${t.url}/api/connectors/v1${path}`, { method: init.method ?? 'GET', json: init.json, headers: bearer(init.token ?? admin) });
const audits = (action: string) => sqlite.prepare(`SELECT * FROM audit_log WHERE action = ? ORDER BY created_at`).all(action) as any[];
const fieldsOf = (res: { body: any }) => Object.fromEntries((res.body.error?.fields ?? []).map((f: any) => [f.path, f.message]));
const liveRow = (kind: string, id: string) => sqlite.prepare(`SELECT * FROM connector_objects WHERE kind = ? AND id = ?`).get(kind, id) as any;

const LOCATION_TEMPLATE = { name: 'Retail stores', prefix: 'RS' };

describe('connectors: access', () => {
  it('is the CLOUD_CONNECTORS module behind the cloud_connectors flag; looking needs the module, changing MANAGE_ADMINISTRATION', async () => {
    const refused = await api('/gateways', { token: viewer });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Your group has no access to module CLOUD_CONNECTORS');
    // The reviewer role lacks the module; so its writes are refused before the body is read.
    expect((await api('/gateways', { method: 'POST', json: {}, token: reviewer })).status).toBe(403);
    const globexList = await api('/gateways', { token: globex });
    expect(globexList.status).toBe(404);
    expect(globexList.body.error.code).toBe('FEATURE_DISABLED');
  });

  it('keeps each tenant to its own objects and pending edits', async () => {
    sqlite.prepare(`INSERT INTO feature_flag_overrides (id, flag_key, tenant_id, feature, cloud_type, enabled) VALUES ('ffo_test_cc', 'cloud_connectors', 'tnt_globex_eu', NULL, NULL, 1)`).run();
    try {
      expect((await api('/gateways', { token: globex })).body.items).toEqual([]);
      expect((await api('/gateways/cgw_zia', { token: globex })).status).toBe(404);
      expect((await api('/gateways/cgw_zia', { method: 'PUT', token: globex, json: { type: 'zia', name: 'x', primaryProxy: '10.0.0.1' } })).status).toBe(404);
      const added = await api('/gateways', { method: 'POST', token: globex, json: { type: 'zia', name: 'Globex ZIA', primaryProxy: '10.9.9.9' } });
      expect(added.status).toBe(201);
      expect((await api('/gateways')).body.items.map((g: any) => g.name)).toEqual(['Log and Control', 'ZIA default']);
      expect((await api('/activation')).body.currentlyEditing).toEqual([]);
    } finally {
      await api('/pending', { method: 'DELETE', token: globex });
      sqlite.prepare(`DELETE FROM feature_flag_overrides WHERE id = 'ffo_test_cc'`).run();
    }
  });
});

describe('connectors: demo data', () => {
  it('has Acme groups and connectors in several regions, templates, gateways and ordered rules with the predefined ones off', async () => {
    const connectors = (await api('/cloud-connectors')).body.items;
    expect(new Set(connectors.map((c: any) => c.region))).toEqual(new Set(['us-east-1', 'eu-west-1', 'westeurope']));
    expect(connectors.find((c: any) => c.id === 'cc_euw1_b')).toMatchObject({ provider: 'AWS', status: 'Inactive', softwareVersion: '23.3.0', enabled: true });
    const rules = (await api('/forwarding-rules')).body.items;
    expect(rules.map((r: any) => [r.order, r.name, r.enabled])).toEqual([
      [1, 'Internal apps through ZPA', true], [2, 'Microsoft 365 direct', true], [3, 'Drop Tor exits', true], [4, 'Everything else through ZIA', true],
      [5, 'Predefined: ZPA for stray traffic', false], [6, 'Predefined: local networks direct', false],
    ]);
    const account = (await api('/provider-accounts/cpa_aws_prod')).body.item;
    expect(account).toMatchObject({ provider: 'AWS', accountId: '123456789012', secretsSet: ['secretAccessKey'] });
    expect(JSON.stringify(account)).not.toContain('demo-secret-access-key');
  });
});

describe('connectors: validation with the spec texts', () => {
  it('checks every location template field: ranges, numbers, whitespace, length', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ downloadMbps: 100000 }, { downloadMbps: 'Invalid Range. The number should be between 1 and 99999' }],
      [{ uploadMbps: 0 }, { uploadMbps: 'Invalid Range. The number should be between 1 and 99999' }],
      [{ uploadMbps: 'fast' }, { uploadMbps: 'Enter a number.' }],
      [{ aupFrequencyDays: 181 }, { aupFrequencyDays: 'Invalid Range. The number should be between 1 and 180' }],
      [{ aupFrequencyDays: 2.5 }, { aupFrequencyDays: 'Enter a number.' }],
      [{ prefix: 'R S' }, { prefix: 'Whitespaces Are Not Allowed!' }],
      [{ prefix: 'P'.repeat(33) }, { prefix: 'Max Character Limit Exceeded' }],
      [{ name: 'n'.repeat(129) }, { name: 'Max Character Limit Exceeded' }],
      [{ name: '  ' }, { name: 'This field is required' }],
    ];
    for (const [change, fields] of cases) {
      const res = await api('/location-templates', { method: 'POST', json: { ...LOCATION_TEMPLATE, ...change } });
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(fieldsOf(res)).toEqual(fields);
    }
  });

  it('checks the name, description and enabled fields of connectors and groups one by one, and saves nothing refused', async () => {
    const cases: [string, Record<string, unknown>, Record<string, string>][] = [
      ['/cloud-connectors/cc_use1_a', { name: 'n'.repeat(129), enabled: true }, { name: 'Max Character Limit Exceeded' }],
      ['/cloud-connectors/cc_use1_a', { name: '   ', enabled: true }, { name: 'This field is required' }],
      ['/branch-connectors/bc_hq_1', { name: 'bc-hq-1' }, { enabled: 'Invalid input: expected boolean, received undefined' }],
      ['/cloud-groups/ccg_aws_use1', { name: '', description: '', enabled: true }, { name: 'This field is required' }],
      ['/branch-groups/cbg_hq', { name: 'HQ branch', description: 'd'.repeat(513), enabled: true }, { description: 'Max Character Limit Exceeded' }],
    ];
    for (const [path, body, fields] of cases) {
      const res = await api(path, { method: 'PUT', json: body });
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(fieldsOf(res)).toEqual(fields);
    }
    expect((await api('/activation')).body.pendingChanges).toBe(0);
  });

  it('gives a location template the defaults it was not sent', async () => {
    const res = await api('/location-templates', { method: 'POST', json: LOCATION_TEMPLATE });
    expect(res.status).toBe(201);
    expect(res.body.item).toMatchObject({
      name: 'Retail stores', prefix: 'RS', xffForwarding: false, enforceAuthentication: false, caution: false, aup: false, aupFrequencyDays: 30,
      sslInspection: false, zappSsl: false, firewallControl: false, bandwidthControl: false, downloadMbps: 100, uploadMbps: 100, ipsControl: false,
      pending: 'added', version: 0,
    });
  });

  it('gives a provisioning template VM size Small and automatic location creation and addresses, and checks addresses', async () => {
    const made = await api('/provisioning-templates', { method: 'POST', json: { type: 'cloud', name: 'Minimal', locationTemplateId: 'clt_cloud' } });
    expect(made.status).toBe(201);
    expect(made.body.item).toMatchObject({
      type: 'cloud', description: '', provider: 'AWS', locationCreation: 'automatic', vmSize: 'small', hypervisor: 'vmware',
      managementIpMode: 'automatic', serviceIpMode: 'automatic', managementIp: '', netmask: '',
    });
    const bad = await api('/provisioning-templates', {
      method: 'POST',
      json: {
        type: 'branch', name: 'Bad', locationTemplateId: 'clt_branch', managementIpMode: 'manual', managementIp: '10.0.0.256', serviceIpMode: 'manual',
        defaultGateway: 'gateway', dnsServer1: '1.1.1', dnsServer2: '8.8.8.8 ', netmask: '255.0.255.0', loadBalancerIp: '10.1',
      },
    });
    expect(bad.status).toBe(400);
    expect(fieldsOf(bad)).toEqual({
      managementIp: 'Enter a valid IPv4 address (e.g. 10.0.0.5).', serviceIp: 'This field is required',
      defaultGateway: 'Enter a valid IPv4 address (e.g. 10.0.0.5).', dnsServer1: 'Enter a valid IPv4 address (e.g. 10.0.0.5).',
      netmask: 'Enter a valid netmask (e.g. 255.255.255.0).', loadBalancerIp: 'Enter a valid IPv4 address (e.g. 10.0.0.5).',
    });
    const existing = await api('/provisioning-templates', { method: 'POST', json: { type: 'branch', name: 'No location', locationCreation: 'existing' } });
    expect(fieldsOf(existing)).toEqual({ locationId: 'This field is required' });
  });

  it("says 'Branch Connector Groups is not available for the selected location!' for a location without one", async () => {
    const res = await api('/provisioning-templates', {
      method: 'POST', json: { type: 'branch', name: 'Frankfurt', locationCreation: 'existing', locationId: 'loc_frankfurt' },
    });
    expect(res.status).toBe(400);
    expect(fieldsOf(res)).toEqual({ groupId: 'Branch Connector Groups is not available for the selected location!' });
    const missing = await api('/provisioning-templates', { method: 'POST', json: { type: 'cloud', name: 'Ghost', locationTemplateId: 'clt_nope' } });
    expect(fieldsOf(missing)).toEqual({ locationTemplateId: 'Location template clt_nope does not exist (any more)' });
  });

  it('turns fail close on by default for gateways and checks the proxies', async () => {
    const made = await api('/gateways', { method: 'POST', json: { type: 'logAndControl', name: 'L&C 2', primaryProxy: 'lc.acme.test' } });
    expect(made.body.item).toMatchObject({ failClose: true, secondaryProxy: '' });
    const bad = await api('/gateways', { method: 'POST', json: { type: 'zia', name: 'Bad', primaryProxy: '', secondaryProxy: 'not a host' } });
    expect(fieldsOf(bad)).toEqual({
      primaryProxy: 'This field is required', secondaryProxy: 'Enter an IPv4 address or a host name (e.g. gateway.example.com).',
    });
  });

  it('keeps provider account secrets write-only and sealed', async () => {
    const noSecret = await api('/provider-accounts', { method: 'POST', json: { provider: 'AWS', name: 'Dev', accountId: '210987654321', accessKeyId: 'AKIADEV' } });
    expect(fieldsOf(noSecret)).toEqual({ secretAccessKey: 'This field is required' });
    const shortId = await api('/provider-accounts', { method: 'POST', json: { provider: 'AWS', name: 'Dev', accountId: '2109', accessKeyId: 'AKIADEV', secretAccessKey: 's' } });
    expect(fieldsOf(shortId)).toEqual({ accountId: 'Enter the 12-digit AWS account ID.' });
    const made = await api('/provider-accounts', { method: 'POST', json: { provider: 'AWS', name: 'Dev', accountId: '210987654321', accessKeyId: 'AKIADEV', secretAccessKey: 'top-secret-value' } });
    expect(made.status).toBe(201);
    expect(made.body.item.secretsSet).toEqual(['secretAccessKey']);
    expect(JSON.stringify(made.body)).not.toContain('top-secret-value');
    const stored = sqlite.prepare(`SELECT data, secret_cipher FROM connector_pending WHERE object_id = ?`).get(made.body.item.id) as any;
    expect(stored.data).not.toContain('top-secret-value');
    expect(stored.secret_cipher).toMatch(/^v1\./);
    expect(JSON.stringify(audits('connectors.add'))).not.toContain('top-secret-value');
    // An edit without the secret keeps it.
    const edited = await api(`/provider-accounts/${made.body.item.id}`, { method: 'PUT', json: { provider: 'AWS', name: 'Dev 2', accountId: '210987654321', accessKeyId: 'AKIADEV' } });
    expect(edited.status).toBe(200);
    expect(edited.body.item.secretsSet).toEqual(['secretAccessKey']);
  });
});

describe('connectors: save, then activate', () => {
  it('keeps a change in the admin\'s pending edit: the admin sees it, another admin and the live configuration do not', async () => {
    const res = await api('/gateways/cgw_zia', { method: 'PUT', json: { type: 'zia', name: 'ZIA renamed', primaryProxy: 'zia-primary.acme.test', failClose: false } });
    expect(res.status).toBe(200);
    expect((await api('/gateways/cgw_zia')).body.item).toMatchObject({ name: 'ZIA renamed', failClose: false, pending: 'changed', version: 1 });
    expect((await api('/gateways/cgw_zia', { token: other })).body.item).toMatchObject({ name: 'ZIA default', failClose: true, pending: null });
    expect(JSON.parse(liveRow('gateways', 'cgw_zia').data).name).toBe('ZIA default');
    expect((await api('/activation')).body).toMatchObject({ myState: 'Editing', session: 'Logged in', pendingChanges: 1, conflicts: [] });
    const seen = (await api('/activation', { token: other })).body;
    expect(seen.myState).toBe('No pending changes');
    expect(seen.currentlyEditing).toEqual([expect.objectContaining({ email: 'admin@acme.test', name: 'Ada Admin', state: 'Editing', pendingChanges: 1 })]);
    const row = audits('connectors.edit').at(-1);
    expect(row).toMatchObject({ tenant_id: 'tnt_acme', actor_user_id: 'usr_acme_admin', target: 'gateways:cgw_zia' });
    expect(JSON.parse(row.before).name).toBe('ZIA default');
    expect(JSON.parse(row.after).name).toBe('ZIA renamed');
  });

  it('shows another admin as Session expired from their sign-in, not from how old their edit is', async () => {
    expect((await api('/gateways/cgw_zia', { method: 'PUT', token: other, json: { type: 'zia', name: 'ZIA by Bree', primaryProxy: 'zia-primary.acme.test' } })).status).toBe(200);
    const stateOfBree = async () => (await api('/activation')).body.currentlyEditing.map((e: any) => [e.email, e.state]);
    // Signed in with a token a moment ago, the edit three hours old (left from before a break): still editing.
    sqlite.prepare(`UPDATE connector_pending SET updated_at = ? WHERE user_id = 'usr_acme_breakglass'`).run(t.now() - 3 * 3_600_000);
    expect(await stateOfBree()).toEqual([['breakglass@acme.test', 'Editing']]);
    // Signed out (the sign-in's refresh tokens revoked), the edit fresh: Session expired.
    sqlite.prepare(`UPDATE connector_pending SET updated_at = ? WHERE user_id = 'usr_acme_breakglass'`).run(t.now());
    const revoked = sqlite.prepare(`UPDATE refresh_families SET revoked_at = ? WHERE user_id = 'usr_acme_breakglass' AND revoked_at IS NULL RETURNING id`).all(t.now()) as { id: string }[];
    try {
      expect(await stateOfBree()).toEqual([['breakglass@acme.test', 'Session expired']]);
      // In the console again: a console session for Acme whose tokens were refreshed a minute ago.
      const session = sqlite.prepare(`INSERT INTO bff_sessions (id, csrf_token, user_id, profile, access_token, refresh_token, access_expires_at,
        access_refreshed_at, expires_at, created_at) VALUES ('bree-console', 'csrf', 'usr_acme_breakglass', ?, NULL, NULL, NULL, ?, ?, ?)`);
      session.run(JSON.stringify({ tenant: { id: 'tnt_acme' } }), t.now() - 60_000, t.now() + 3_600_000, t.now() - 4 * 3_600_000);
      expect(await stateOfBree()).toEqual([['breakglass@acme.test', 'Editing']]);
      // That session idle past the inactivity timeout (two hours): Session expired again.
      sqlite.prepare(`UPDATE bff_sessions SET access_refreshed_at = ? WHERE id = 'bree-console'`).run(t.now() - 121 * 60_000);
      expect(await stateOfBree()).toEqual([['breakglass@acme.test', 'Session expired']]);
      // A session in another tenant says nothing of this one.
      sqlite.prepare(`UPDATE bff_sessions SET access_refreshed_at = ?, profile = ? WHERE id = 'bree-console'`).run(t.now(), JSON.stringify({ tenant: { id: 'tnt_globex_eu' } }));
      expect(await stateOfBree()).toEqual([['breakglass@acme.test', 'Session expired']]);
    } finally {
      sqlite.prepare(`DELETE FROM bff_sessions WHERE id = 'bree-console'`).run();
      for (const { id } of revoked) sqlite.prepare(`UPDATE refresh_families SET revoked_at = NULL WHERE id = ?`).run(id);
    }
  });

  it('activates all of an admin\'s changes at once and writes an audit row', async () => {
    await api('/gateways/cgw_logs', { method: 'PUT', json: { type: 'logAndControl', name: 'Log and Control', primaryProxy: '10.20.0.6' } });
    await api('/cloud-connectors/cc_euw1_b', { method: 'PUT', json: { name: 'cc-euw1-b', enabled: false } });
    const added = (await api('/location-templates', { method: 'POST', json: LOCATION_TEMPLATE })).body.item;
    const res = await api('/activation', { method: 'POST' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'done', state: 'Activation done', applied: 3 });
    expect(JSON.parse(liveRow('gateways', 'cgw_logs').data).primaryProxy).toBe('10.20.0.6');
    expect(liveRow('gateways', 'cgw_logs').version).toBe(2);
    expect(JSON.parse(liveRow('cloud-connectors', 'cc_euw1_b').data)).toMatchObject({ enabled: false, status: 'Inactive', region: 'eu-west-1' });
    expect(liveRow('location-templates', added.id).version).toBe(1);
    expect((await api('/activation')).body).toMatchObject({ myState: 'No pending changes', pendingChanges: 0 });
    expect((await api('/gateways/cgw_logs', { token: other })).body.item).toMatchObject({ primaryProxy: '10.20.0.6', pending: null, version: 2 });
    const row = audits('connectors.activate').at(-1);
    expect(row.actor_user_id).toBe('usr_acme_admin');
    expect(JSON.parse(row.details).changes.map((c: any) => c.object)).toEqual(expect.arrayContaining([
      'Gateway "Log and Control"', 'Cloud Connector "cc-euw1-b"', 'Location template "Retail stores"',
    ]));
  });

  it('reports a conflict per object when another admin activated the same object first, and never overwrites it silently', async () => {
    await api('/gateways/cgw_zia', { method: 'PUT', json: { type: 'zia', name: 'ZIA mine', primaryProxy: 'mine.acme.test' } });
    await api('/location-templates/clt_branch', { method: 'PUT', json: { name: 'Branch default', prefix: 'BR2' } });
    await api('/gateways/cgw_zia', { method: 'PUT', json: { type: 'zia', name: 'ZIA theirs', primaryProxy: 'theirs.acme.test' }, token: other });
    expect((await api('/activation', { method: 'POST', token: other })).body.status).toBe('done');
    const status = (await api('/activation')).body;
    expect(status.conflicts).toEqual([{
      kind: 'gateways', id: 'cgw_zia', name: 'ZIA mine', baseVersion: 1, liveVersion: 2, changedBy: 'breakglass@acme.test', deleted: false,
    }]);
    const refused = await api('/activation', { method: 'POST' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ status: 'conflict', state: 'Activation Failed!', conflicts: [expect.objectContaining({ id: 'cgw_zia' })] });
    // Nothing of the edit went live, not even the object without a conflict.
    expect(JSON.parse(liveRow('gateways', 'cgw_zia').data).name).toBe('ZIA theirs');
    expect(JSON.parse(liveRow('location-templates', 'clt_branch').data).prefix).toBe('BR');
    expect((await api('/activation')).body.pendingChanges).toBe(2);
    // Keep mine: the edit now stands on their version, and activates over it knowingly.
    const resolved = await api('/conflicts/gateways/cgw_zia', { method: 'POST', json: { resolution: 'mine' } });
    expect(resolved.body.conflicts).toEqual([]);
    expect(audits('connectors.conflict.resolve').at(-1)).toMatchObject({ target: 'gateways:cgw_zia', actor_user_id: 'usr_acme_admin' });
    expect((await api('/activation', { method: 'POST' })).body).toEqual({ status: 'done', state: 'Activation done', applied: 2 });
    expect(JSON.parse(liveRow('gateways', 'cgw_zia').data).name).toBe('ZIA mine');
  });

  it('take theirs drops my edit of the object and keeps the rest', async () => {
    await api('/gateways/cgw_logs', { method: 'PUT', json: { type: 'logAndControl', name: 'Logs mine', primaryProxy: '10.20.0.7' } });
    await api('/gateways/cgw_logs', { method: 'PUT', json: { type: 'logAndControl', name: 'Logs theirs', primaryProxy: '10.20.0.8' }, token: other });
    await api('/activation', { method: 'POST', token: other });
    await api('/conflicts/gateways/cgw_logs', { method: 'POST', json: { resolution: 'theirs' } });
    expect((await api('/gateways/cgw_logs')).body.item).toMatchObject({ name: 'Logs theirs', pending: null });
    expect((await api('/activation')).body).toMatchObject({ myState: 'No pending changes', conflicts: [] });
  });

  it('a failed activation applies nothing and keeps every pending edit, with the reason', async () => {
    const template = (await api('/location-templates', { method: 'POST', json: { name: 'Kiosk', prefix: 'KI' }, token: other })).body.item;
    await api('/activation', { method: 'POST', token: other });
    // I build on it; meanwhile the other admin deletes it and activates.
    const mine = (await api('/provisioning-templates', { method: 'POST', json: { type: 'cloud', name: 'Kiosk cloud', locationTemplateId: template.id } })).body.item;
    await api('/gateways/cgw_logs', { method: 'PUT', json: { type: 'logAndControl', name: 'Logs kept', primaryProxy: '10.20.0.9' } });
    expect((await api(`/location-templates/${template.id}`, { method: 'DELETE', token: other })).status).toBe(204);
    expect((await api('/activation', { method: 'POST', token: other })).body.status).toBe('done');
    const res = await api('/activation', { method: 'POST' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      status: 'failed', state: 'Activation Failed!', problems: [{
        kind: 'provisioning-templates', id: mine.id, name: 'Kiosk cloud',
        message: `Provisioning template "Kiosk cloud": Location template ${template.id} does not exist (any more)`,
      }],
      message: `Activation Failed! Provisioning template "Kiosk cloud": Location template ${template.id} does not exist (any more)`,
    });
    expect(liveRow('provisioning-templates', mine.id)).toBeUndefined();
    expect(JSON.parse(liveRow('gateways', 'cgw_logs').data).name).toBe('Logs theirs');
    const status = (await api('/activation')).body;
    expect(status).toMatchObject({ myState: 'Editing', pendingChanges: 2 });
    expect(status.lastFailure.message).toContain('Activation Failed!');
    expect(audits('connectors.activate.failed').at(-1)).toMatchObject({ actor_user_id: 'usr_acme_admin' });
  });

  it('queues an activation while another runs, and applies it when its turn comes', async () => {
    await api('/gateways/cgw_logs', { method: 'PUT', json: { type: 'logAndControl', name: 'Logs first', primaryProxy: '10.20.0.10' }, token: other });
    await api('/cloud-groups/ccg_azure_weu', { method: 'PUT', json: { name: 'Azure WEU', description: '', enabled: true } });
    let release!: () => void;
    const held = new Promise<void>((resolve) => { release = resolve; });
    let started!: () => void;
    const running = new Promise<void>((resolve) => { started = resolve; });
    activationHooks.beforeApply = async (_tenant, userId) => {
      if (userId === 'usr_acme_breakglass') { started(); await held; }
    };
    const first = api('/activation', { method: 'POST', token: other });
    await running;
    const second = await api('/activation', { method: 'POST' });
    expect(second.status).toBe(202);
    expect(second.body).toEqual({ status: 'queued', state: 'Queued', position: 2 });
    const during = (await api('/activation')).body;
    expect(during.myState).toBe('Queued');
    expect(during.queued.map((q: any) => [q.email, q.state])).toEqual([['breakglass@acme.test', 'Activating'], ['admin@acme.test', 'Queued']]);
    expect(liveRow('cloud-groups', 'ccg_azure_weu').version).toBe(1);
    release();
    expect((await first).body.status).toBe('done');
    await expect.poll(async () => (await api('/activation')).body.myState).toBe('No pending changes');
    expect(JSON.parse(liveRow('cloud-groups', 'ccg_azure_weu').data).name).toBe('Azure WEU');
    expect((await api('/activation')).body.queued).toEqual([]);
  });
});

describe('connectors: administrators of the area', () => {
  it('lists everyone whose group opens the area, with the groups and whether they can change it; never another tenant\'s', async () => {
    const res = await api('/administrators');
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      { email: 'admin@acme.test', name: 'Ada Admin', status: 'active', groups: ['Acme Administrators'], canChange: true },
      { email: 'breakglass@acme.test', name: 'Bree Breakglass', status: 'active', groups: ['Acme Administrators'], canChange: true },
    ]);
    // The viewer's group lacks the module: the list is refused, like every route of the area.
    expect((await api('/administrators', { token: viewer })).status).toBe(403);
  });

  it('shows a group that may only look as unable to change, after its role gains the module', async () => {
    sqlite.prepare(`INSERT INTO role_modules (role_id, module_id, parent_id) VALUES ('rol_tnt_acme_viewer', 'CLOUD_CONNECTORS', '')`).run();
    try {
      const items = (await api('/administrators')).body.items;
      expect(items.map((a: any) => [a.email, a.groups, a.canChange])).toEqual([
        ['admin@acme.test', ['Acme Administrators'], true], ['breakglass@acme.test', ['Acme Administrators'], true],
        ['viewer@acme.test', ['Acme Viewers'], false],
      ]);
    } finally {
      sqlite.prepare(`DELETE FROM role_modules WHERE role_id = 'rol_tnt_acme_viewer' AND module_id = 'CLOUD_CONNECTORS'`).run();
    }
  });
});

describe('connectors: forwarding rules', () => {
  it('reorders rules as a pending change; predefined rules cannot be deleted or renamed', async () => {
    const ids = (await api('/forwarding-rules')).body.items.map((r: any) => r.id);
    const moved = [ids[1], ids[0], ...ids.slice(2)];
    const res = await api('/forwarding-rules-order', { method: 'PUT', json: { ids: moved } });
    expect(res.body.items.map((r: any) => [r.id, r.order, r.pending])).toEqual([
      [ids[1], 1, 'changed'], [ids[0], 2, 'changed'], ...ids.slice(2).map((id: string, i: number) => [id, i + 3, null]),
    ]);
    expect((await api('/forwarding-rules', { token: other })).body.items[0].id).toBe(ids[0]);
    expect((await api('/forwarding-rules-order', { method: 'PUT', json: { ids: ids.slice(1) } })).body.error.message).toBe('The new order must name every forwarding rule once');
    const predefined = await api('/forwarding-rules/cfr_pre_zpa', { method: 'DELETE' });
    expect(predefined.status).toBe(409);
    expect(predefined.body.error.message).toBe('The predefined rule "Predefined: ZPA for stray traffic" cannot be deleted; turn it off instead');
    const on = await api('/forwarding-rules/cfr_pre_zpa', { method: 'PUT', json: { name: 'Predefined: ZPA for stray traffic', method: 'ZPA', enabled: true } });
    expect(on.body.item).toMatchObject({ enabled: true, predefined: true, order: 5 });
  });
});

describe('connectors: a server that stopped mid-queue', () => {
  it('marks activations nobody is running as failed, keeping the edits, so the admin can activate again', async () => {
    await api('/gateways/cgw_logs', { method: 'PUT', json: { type: 'logAndControl', name: 'Logs after restart', primaryProxy: '10.20.0.11' } });
    sqlite.prepare(`INSERT INTO connector_activations (id, tenant_id, user_id, user_email, status, message, problems, created_at, finished_at)
      VALUES ('act_orphan', 'tnt_acme', 'usr_acme_admin', 'admin@acme.test', 'activating', '', '[]', 1, NULL)`).run();
    const status = (await api('/activation')).body;
    expect(status).toMatchObject({ myState: 'Editing', pendingChanges: 1, queued: [] });
    expect(status.lastFailure.message).toBe('Activation Failed! The server stopped before this activation ran; your changes are still pending: activate again.');
    expect((await api('/activation', { method: 'POST' })).body).toEqual({ status: 'done', state: 'Activation done', applied: 1 });
    expect(JSON.parse(liveRow('gateways', 'cgw_logs').data).name).toBe('Logs after restart');
  });
});

