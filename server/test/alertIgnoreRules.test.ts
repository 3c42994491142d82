import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';

let t: TestServer;
let admin: string;
let viewer: string;
let dev: string;
let globex: string;
let sqlite: TestDatabase;
beforeAll(async () => {
  t = await startServer();
  [admin, viewer, dev, globex] = await Promise.all([accessToken(t.url, 'admin@acme.test'), accessToken(t.url, 'viewer@acme.test'),
    accessToken(t.url, 'dev@acme.test'), accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' })]);
  sqlite = openTestDatabase(t.dataDir);
});
afterAll(async () => { sqlite.close(); await t.stop(); });

const api = (method: string, path: string, token = admin, json?: unknown) =>
  call(`${t.url}/api/alerts/v1${path}`, { method, headers: bearer(token), ...(json !== undefined ? { json } : {}) });
const firstOpen = async (filter: Record<string, unknown> = {}) =>
  (await api('POST', '/search', admin, { status: ['Open'], sort: 'id', pageSize: 1, ...filter })).body.items[0];
const ignoreWithRule = (id: string, reason: string) => api('POST', '/alerts/actions', admin, { ids: [id], action: 'ignore', reason, createIgnoreRule: true });
let nextRef = 910_000;
/** Inserts an alert the way a scan would: Open, straight into the table; returns its display id. */
function scanFinds(a: { kind?: string; accountId: number; policyId: string; title?: string }, tenant = 'tnt_acme'): string {
  const kind = a.kind ?? 'cloud';
  const ref = `ZS-${kind.toUpperCase()}-${nextRef++}`;
  const now = t.now();
  sqlite.prepare(`INSERT INTO alerts (tenant_id, account_id, kind, severity, severity_rank, status, title, rule_id, resource, created_at, ref, last_seen, cloud)
    VALUES (?, ?, ?, 'High', 3, 'Open', ?, ?, 'new-resource', ?, ?, ?, (SELECT provider FROM cloud_accounts WHERE id = ?))`)
    .run(tenant, a.accountId, kind, a.title ?? 'Found', a.policyId, now, ref, now, a.accountId);
  return ref;
}
const statusOf = async (ref: string) => (await api('GET', `/alerts/${ref}`)).body.alert.status as string;
function withFlagOff<T>(tenant: string, fn: () => Promise<T>): Promise<T> {
  sqlite.prepare(`INSERT INTO feature_flag_overrides (id, flag_key, tenant_id, feature, cloud_type, enabled) VALUES ('ffo_rules_off', 'ignore_rules', ?, NULL, NULL, 0)`).run(tenant);
  return fn().finally(() => sqlite.prepare(`DELETE FROM feature_flag_overrides WHERE id = 'ffo_rules_off'`).run());
}

describe('ignore rules', () => {
  it('a rule ignores later alerts of its policy and account only, is listed with names, and its creation is audited', async () => {
    const target = await firstOpen();
    const res = await ignoreWithRule(target.id, 'Sandbox account');
    expect(res.status).toBe(200);
    expect(res.body.ignoreRules).toHaveLength(1);
    const ruleId = res.body.ignoreRules[0].id;
    const listed = (await api('GET', '/ignoreRules')).body.rules;
    expect(listed[0]).toEqual({ id: ruleId, kind: 'cloud', policyId: target.policy.id, policyName: target.policy.name, accountId: target.account.id,
      accountName: target.account.name, reason: 'Sandbox account', createdBy: 'Ada Admin', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    const created = sqlite.prepare(`SELECT actor_user_id, after FROM audit_log WHERE action = 'alert.ignore_rule.create' AND target = ?`).all(ruleId) as any[];
    expect(created).toHaveLength(1);
    expect(JSON.parse(created[0].after)).toEqual({ kind: 'cloud', policyId: target.policy.id, accountId: target.account.id, reason: 'Sandbox account' });

    const matching = scanFinds({ accountId: target.account.id, policyId: target.policy.id });
    const otherPolicy = scanFinds({ accountId: target.account.id, policyId: 'ZS-AWS-OTHER-1' });
    const other = sqlite.prepare(`SELECT id FROM cloud_accounts WHERE tenant_id = 'tnt_acme' AND id != ? LIMIT 1`).get(target.account.id) as { id: number };
    const otherAccount = scanFinds({ accountId: other.id, policyId: target.policy.id });
    const otherKind = scanFinds({ kind: 'iac', accountId: target.account.id, policyId: target.policy.id });
    expect(await statusOf(matching)).toBe('Ignored');
    expect((await api('GET', `/alerts/${matching}`)).body.history.at(-1).reason).toContain('Sandbox account');
    for (const ref of [otherPolicy, otherAccount, otherKind]) expect(await statusOf(ref)).toBe('Open');
  });

  it('an IaC rule ignores later IaC alerts of its policy and account', async () => {
    const target = await firstOpen({ kind: 'iac' });
    const res = await ignoreWithRule(target.id, 'Template under rewrite');
    expect(res.body.ignoreRules).toHaveLength(1);
    expect((await api('GET', '/ignoreRules')).body.rules[0]).toMatchObject({ kind: 'iac', policyId: target.policy.id, accountId: target.account.id });
    expect(await statusOf(scanFinds({ kind: 'iac', accountId: target.account.id, policyId: target.policy.id }))).toBe('Ignored');
  });

  it('only ignore can create a rule (400 naming createIgnoreRule)', async () => {
    const target = await firstOpen();
    const res = await api('POST', '/alerts/actions', admin, { ids: [target.id], action: 'resolve', createIgnoreRule: true });
    expect(res.status).toBe(400);
    expect(res.body.error.fields.map((f: any) => f.path)).toContain('createIgnoreRule');
    expect(await statusOf(target.id)).toBe('Open');
  });

  it('deleting a rule answers 204, audits the rule as it was, and later matching alerts stay Open', async () => {
    const target = await firstOpen();
    const ruleId = (await ignoreWithRule(target.id, 'Temporary exception')).body.ignoreRules[0].id;
    const del = await api('DELETE', `/ignoreRules/${ruleId}`);
    expect(del.status).toBe(204);
    expect((await api('GET', '/ignoreRules')).body.rules.map((r: any) => r.id)).not.toContain(ruleId);
    const row = sqlite.prepare(`SELECT tenant_id, actor_user_id, before, after FROM audit_log WHERE action = 'alert.ignore_rule.delete' AND target = ?`).get(ruleId) as any;
    expect(row).toMatchObject({ tenant_id: 'tnt_acme', actor_user_id: 'usr_acme_admin', after: null });
    expect(JSON.parse(row.before)).toMatchObject({ kind: 'cloud', policyId: target.policy.id, accountId: target.account.id, reason: 'Temporary exception' });
    expect(await statusOf(scanFinds({ accountId: target.account.id, policyId: target.policy.id }))).toBe('Open');
    expect((await api('DELETE', `/ignoreRules/${ruleId}`)).status).toBe(404);
    expect((await api('DELETE', '/ignoreRules/air_unknown')).status).toBe(404);
  });

  it('keeps tenants apart: another tenant neither lists nor deletes the rules', async () => {
    const ours = (await api('GET', '/ignoreRules')).body.rules;
    expect(ours.length).toBeGreaterThan(0);
    const theirs = await api('GET', '/ignoreRules', globex);
    expect(theirs.status).toBe(200);
    expect(theirs.body.rules.map((r: any) => r.id)).not.toEqual(expect.arrayContaining([ours[0].id]));
    const cross = await api('DELETE', `/ignoreRules/${ours[0].id}`, globex);
    expect(cross.status).toBe(404);
    expect((await api('GET', '/ignoreRules')).body.rules.map((r: any) => r.id)).toContain(ours[0].id);
  });

  it('the viewer lists but cannot delete; a user with IaC alerts alone lists only IaC rules and deletes none', async () => {
    const [rule] = (await api('GET', '/ignoreRules')).body.rules;
    expect((await api('GET', '/ignoreRules', viewer)).status).toBe(200);
    const del = await api('DELETE', `/ignoreRules/${rule.id}`, viewer);
    expect(del.status).toBe(403);
    expect(del.body.error.message).toContain('MANAGE_ALERTS');
    const devRules = await api('GET', '/ignoreRules', dev);
    expect(devRules.status).toBe(200);
    expect(devRules.body.rules.filter((r: any) => r.kind !== 'iac')).toEqual([]);
    expect((await api('DELETE', `/ignoreRules/${rule.id}`, dev)).status).toBe(403);
    expect((await api('GET', '/ignoreRules')).body.rules.map((r: any) => r.id)).toContain(rule.id);
  });

  it('with the flag off: listing and deleting answer 404 FEATURE_DISABLED, no rule is created, and existing rules stop applying', async () => {
    const [rule] = (await api('GET', '/ignoreRules')).body.rules;
    const target = await firstOpen();
    await withFlagOff('tnt_acme', async () => {
      for (const res of [await api('GET', '/ignoreRules'), await api('DELETE', `/ignoreRules/${rule.id}`)]) {
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe('FEATURE_DISABLED');
      }
      const refused = await ignoreWithRule(target.id, 'x');
      expect(refused.status).toBe(400);
      expect(refused.body.error.fields[0].path).toBe('createIgnoreRule');
      expect(await statusOf(scanFinds({ kind: rule.kind, accountId: rule.accountId, policyId: rule.policyId }))).toBe('Open');
    });
    // Turned back on, the same rule applies again.
    expect(await statusOf(scanFinds({ kind: rule.kind, accountId: rule.accountId, policyId: rule.policyId }))).toBe('Ignored');
  });
});
