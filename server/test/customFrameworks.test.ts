import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';

let t: TestServer;
let sqlite: TestDatabase;
let admin: string;
let globex: string;

beforeAll(async () => {
  t = await startServer();
  sqlite = openTestDatabase(t.dataDir);
  [admin, globex] = await Promise.all([accessToken(t.url, 'admin@acme.test'), accessToken(t.url, 'analyst@globex.test', { tenant_id: 'tnt_globex_eu' })]);
});
afterAll(async () => { sqlite.close(); await t.stop(); });

const get = (path: string, token: string) => call(`${t.url}/api${path}`, { headers: bearer(token) });
const send = (method: string, path: string, json: unknown, token: string) => call(`${t.url}/api${path}`, { method, json, headers: bearer(token) });
const requirement = (id: string, checks: string[]) => ({ id, title: `Requirement ${id}`, checks });
const openAlerts = (tenant: string, rule: string) =>
  (sqlite.prepare('SELECT count(*) AS n FROM alerts WHERE tenant_id = ? AND status = ? AND rule_id = ?').get(tenant, 'Open', rule) as { n: number }).n;

/** Composed from the checks of the policies: S3 public buckets (open in the Acme demo), root MFA (remediated), and a manual one. */
const COMPOSED = {
  id: 'ACME-BASE', name: 'Acme baseline', version: '2026', description: 'What the board asked for',
  sections: [
    { id: 'STO', title: 'Storage', requirements: [requirement('STO-1', ['ZS-AWS-S3-001'])] },
    { id: 'IAM', title: 'Identity', requirements: [requirement('IAM-1', ['ZS-AWS-IAM-003']), requirement('IAM-2', [])] },
  ],
};

describe('custom frameworks composed from checks', () => {
  it('names the field of each problem of a composed framework and keeps nothing', async () => {
    const bad = { ...COMPOSED, name: '', sections: [{ id: 'STO', title: 'Storage', requirements: [requirement('STO-1', ['ZS-NOPE'])] }] };
    const res = await send('POST', '/compliance/v1/frameworks', { framework: bad }, admin);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual([
      { path: 'name', message: 'must not be empty' },
    ]);
    const unknownCheck = await send('POST', '/compliance/v1/frameworks', { framework: { ...bad, name: 'Acme baseline' } }, admin);
    expect(unknownCheck.body.error.fields).toEqual([{ path: 'sections.0.requirements.0.checks.0', message: 'no policy has the rule id "ZS-NOPE"' }]);
    expect((await get('/compliance/v1/frameworks/ACME-BASE', admin)).status).toBe(404);
  });

  it('scores a composed framework like a shipped one, audits it, and keeps it to its tenant', async () => {
    // The demo leaves S3 public buckets open at Acme and has remediated the root-account check.
    expect([openAlerts('tnt_acme', 'ZS-AWS-S3-001') > 0, openAlerts('tnt_acme', 'ZS-AWS-IAM-003')]).toEqual([true, 0]);
    const created = await send('POST', '/compliance/v1/frameworks', { framework: COMPOSED }, admin);
    expect([created.status, created.body]).toEqual([201, { id: 'ACME-BASE', name: 'Acme baseline' }]);
    const page = (await get('/compliance/v1/frameworks/ACME-BASE', admin)).body;
    // STO-1 fails, IAM-1 passes, IAM-2 is manual: 1 of 2 scored requirements passes.
    expect([page.score, page.passed, page.failed, page.manual, page.total, page.custom]).toEqual([50, 1, 1, 1, 3, true]);
    const listed = (await get('/compliance/v1/frameworks', admin)).body.frameworks.find((f: { id: string }) => f.id === 'ACME-BASE');
    expect([listed.score, listed.custom]).toEqual([50, true]);
    expect((await get('/compliance/v1/frameworks/ZBP', admin)).body.custom).toBe(false);
    expect(sqlite.prepare("SELECT action, target FROM audit_log WHERE tenant_id = 'tnt_acme' AND action LIKE 'compliance.framework.%'").all())
      .toEqual([{ action: 'compliance.framework.create', target: 'ACME-BASE' }]);
    // Another tenant does not see it, and keeps its own framework of the same id apart.
    expect((await get('/compliance/v1/frameworks/ACME-BASE', globex)).status).toBe(404);
    sqlite.prepare("INSERT INTO compliance_frameworks (tenant_id, id, body, created_by, created_at) VALUES ('tnt_globex_eu', 'ACME-BASE', ?, 'x', 0)")
      .run(JSON.stringify({ ...COMPOSED, name: 'Globex baseline' }));
    expect((await get('/compliance/v1/frameworks/ACME-BASE', globex)).body.name).toBe('Globex baseline');
    expect((await get('/compliance/v1/frameworks/ACME-BASE', admin)).body.name).toBe('Acme baseline');
  });

  it('edits a composed framework, refusing an id taken or a shipped framework', async () => {
    expect((await send('POST', '/compliance/v1/frameworks', { framework: COMPOSED }, admin)).status).toBe(409);
    const edited = { ...COMPOSED, name: 'Acme baseline v2', sections: [COMPOSED.sections[1]] };
    expect((await send('PUT', '/compliance/v1/frameworks/ACME-BASE', { framework: edited }, admin)).status).toBe(200);
    const page = (await get('/compliance/v1/frameworks/ACME-BASE', admin)).body;
    // Only IAM-1 (passing) and the manual IAM-2 are left.
    expect([page.name, page.score, page.passed, page.failed, page.manual]).toEqual(['Acme baseline v2', 100, 1, 0, 1]);
    const shipped = await send('PUT', '/compliance/v1/frameworks/ZBP', { framework: edited }, admin);
    expect([shipped.status, shipped.body.error.message]).toEqual([400, 'ZBP is shipped with the console and cannot be changed']);
    const audited = sqlite.prepare("SELECT before, after FROM audit_log WHERE tenant_id = 'tnt_acme' AND action = 'compliance.framework.update'").all() as { before: string; after: string }[];
    expect(audited.map((a) => [JSON.parse(a.before), JSON.parse(a.after)])).toEqual([[{ name: 'Acme baseline', requirements: 3 }, { name: 'Acme baseline v2', requirements: 2 }]]);
  });

  it('deletes a composed framework with its attestations', async () => {
    const attested = await send('PUT', '/compliance/v1/frameworks/ACME-BASE/requirements/IAM-2/attestation', { verdict: 'met', evidence: 'Reviewed', expiresAt: t.now() + 86_400_000 }, admin);
    expect(attested.status).toBe(200);
    expect((await send('DELETE', '/compliance/v1/frameworks/ACME-BASE', undefined, admin)).status).toBe(204);
    expect((await get('/compliance/v1/frameworks/ACME-BASE', admin)).status).toBe(404);
    expect(sqlite.prepare("SELECT count(*) AS n FROM compliance_attestations WHERE tenant_id = 'tnt_acme' AND framework_id = 'ACME-BASE'").get()).toEqual({ n: 0 });
    expect(sqlite.prepare("SELECT count(*) AS n FROM audit_log WHERE tenant_id = 'tnt_acme' AND action = 'compliance.framework.delete' AND target = 'ACME-BASE'").get()).toEqual({ n: 1 });
    // Globex's framework of the same id is untouched.
    expect((await get('/compliance/v1/frameworks/ACME-BASE', globex)).body.name).toBe('Globex baseline');
  });

  it('lists the checks to compose from, and refuses changes to a role that may only look', async () => {
    const checks = (await get('/compliance/v1/checks', admin)).body.checks;
    expect(checks.find((c: { id: string }) => c.id === 'ZS-AWS-S3-001')).toEqual({ id: 'ZS-AWS-S3-001', title: 'S3 bucket is publicly readable', cloud: 'aws', category: 'Storage' });
    const reviewer = await accessToken(t.url, 'reviewer@acme.test');
    expect((await send('POST', '/compliance/v1/frameworks', { framework: { ...COMPOSED, id: 'LOOK' } }, reviewer)).status).toBe(403);
    expect((await send('DELETE', '/compliance/v1/frameworks/ACME-BASE', undefined, reviewer)).status).toBe(403);
  });
});

describe('custom frameworks behind the compliance_custom_benchmarks flag', () => {
  const FLAG_MESSAGE = 'Feature compliance_custom_benchmarks is not enabled for this tenant';
  const setAcmeFlag = (enabled: 0 | 1) => sqlite.prepare(
    "INSERT INTO feature_flag_overrides (id, flag_key, tenant_id, feature, cloud_type, enabled) VALUES ('ffo_custom_test', 'compliance_custom_benchmarks', 'tnt_acme', NULL, NULL, ?)",
  ).run(enabled);

  it('refuses every authoring route with 404 naming the flag where it is off (Globex: the catalogue default)', async () => {
    const refused = await Promise.all([
      send('POST', '/compliance/v1/frameworks', { framework: { ...COMPOSED, id: 'GLOBEX-BASE' } }, globex),
      send('POST', '/compliance/v1/frameworks', { source: JSON.stringify({ ...COMPOSED, id: 'GLOBEX-FILE' }) }, globex),
      send('PUT', '/compliance/v1/frameworks/ACME-BASE', { framework: COMPOSED }, globex),
      send('DELETE', '/compliance/v1/frameworks/ACME-BASE', undefined, globex),
      get('/compliance/v1/checks', globex),
    ]);
    expect(refused.map((r) => [r.status, r.body.error.code, r.body.error.message])).toEqual(Array(5).fill([404, 'FEATURE_DISABLED', FLAG_MESSAGE]));
    expect(sqlite.prepare("SELECT id FROM compliance_frameworks WHERE tenant_id = 'tnt_globex_eu' ORDER BY id").all()).toEqual([{ id: 'ACME-BASE' }]);
  });

  it('keeps frameworks made while it was on readable and scored, but no longer changeable, once it is turned off', async () => {
    const created = await send('POST', '/compliance/v1/frameworks', { framework: { ...COMPOSED, id: 'ACME-KEPT' } }, admin);
    expect(created.status).toBe(201);
    sqlite.prepare("DELETE FROM feature_flag_overrides WHERE tenant_id = 'tnt_acme' AND flag_key = 'compliance_custom_benchmarks'").run();
    try {
      setAcmeFlag(0);
      const edit = await send('PUT', '/compliance/v1/frameworks/ACME-KEPT', { framework: { ...COMPOSED, name: 'Renamed' } }, admin);
      const remove = await send('DELETE', '/compliance/v1/frameworks/ACME-KEPT', undefined, admin);
      expect([edit.status, edit.body.error.message, remove.status]).toEqual([404, FLAG_MESSAGE, 404]);
      const page = (await get('/compliance/v1/frameworks/ACME-KEPT', admin)).body;
      expect([page.name, page.score, page.custom]).toEqual(['Acme baseline', 50, true]);
    } finally {
      sqlite.prepare("DELETE FROM feature_flag_overrides WHERE id = 'ffo_custom_test'").run();
      setAcmeFlag(1);
    }
    expect((await send('DELETE', '/compliance/v1/frameworks/ACME-KEPT', undefined, admin)).status).toBe(204);
  });
});
