import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';

const dist = fileURLToPath(new URL('../../dist', import.meta.url));
let t: TestServer;
let sqlite: TestDatabase;
let admin: string;

beforeAll(async () => {
  t = await startServer({ consoleDir: dist });
  sqlite = openTestDatabase(t.dataDir);
  admin = await accessToken(t.url, 'admin@acme.test');
});
afterAll(async () => { sqlite.close(); await t.stop(); });

const pdfText = async (res: Response) => {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await res.arrayBuffer())), { mergePages: true });
  return text.replace(/\s+/g, ' ');
};

describe('compliance framework PDF', () => {
  it('prints the framework with its score and failing requirements as the API gives them, for the slice asked, audited', { timeout: 180_000 }, async () => {
    const slice = 'cloud=aws';
    const res = await fetch(`${t.url}/api/compliance/v1/frameworks/ZBP/export.pdf?${slice}`, { headers: bearer(admin) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="compliance-ZBP-\d{4}-\d\d-\d\d\.pdf"$/);
    const text = await pdfText(res);
    const api = (await call(`${t.url}/api/compliance/v1/frameworks/ZBP?${slice}`, { headers: bearer(admin) })).body;
    const failing = api.sections.flatMap((s: { requirements: { id: string; title: string; state: string; openAlerts: number }[] }) => s.requirements)
      .find((r: { state: string }) => r.state === 'fail');
    expect(text).toContain('ZBP cloud benchmark');
    expect(text).toContain(`Score ${api.score}%. ${api.passed} passed · ${api.failed} failed · ${api.manual} manual`);
    expect(text).toContain(`${failing.id} ${failing.title} Fail ${failing.openAlerts} open alerts`);
    expect(text).toContain('Narrowed to Cloud: aws.');
    expect(text).toContain('Palisade compliance report — Acme');
    expect(sqlite.prepare("SELECT action, target, details FROM audit_log WHERE action = 'compliance.pdf_downloaded'").all())
      .toEqual([{ action: 'compliance.pdf_downloaded', target: 'ZBP', details: JSON.stringify({ cloud: ['aws'], accountId: [], region: [], businessUnit: [] }) }]);
  });

  it('answers 503 saying what to install when there is no Chromium, and 404 for a framework the tenant has not', async () => {
    const saved = process.env.PALISADE_CHROMIUM_PATH;
    process.env.PALISADE_CHROMIUM_PATH = '/nonexistent/chromium';
    try {
      const res = await call(`${t.url}/api/compliance/v1/frameworks/ZBP/export.pdf`, { headers: bearer(admin) });
      expect([res.status, res.body.error.message]).toEqual([503,
        'No Chromium at /nonexistent/chromium: install it (on Debian: apt-get install chromium) or set PALISADE_CHROMIUM_PATH to a Chromium or Chrome executable']);
      const missing = await call(`${t.url}/api/compliance/v1/frameworks/NOPE/export.pdf`, { headers: bearer(admin) });
      expect([missing.status, missing.body.error.message]).toEqual([404, 'No compliance framework "NOPE"']);
    } finally {
      if (saved === undefined) delete process.env.PALISADE_CHROMIUM_PATH; else process.env.PALISADE_CHROMIUM_PATH = saved;
    }
  });

  it('is refused without the compliance_pdf_export flag and to a role without COMPLIANCE', async () => {
    const viewer = await accessToken(t.url, 'viewer@acme.test');
    expect((await call(`${t.url}/api/compliance/v1/frameworks/ZBP/export.pdf`, { headers: bearer(viewer) })).status).toBe(403);
    sqlite.prepare("INSERT INTO feature_flag_overrides (id, flag_key, tenant_id, feature, cloud_type, enabled) VALUES ('ffo_pdf_off', 'compliance_pdf_export', 'tnt_acme', NULL, NULL, 0)").run();
    try {
      const res = await call(`${t.url}/api/compliance/v1/frameworks/ZBP/export.pdf`, { headers: bearer(admin) });
      expect([res.status, res.body.error.message]).toEqual([404, 'Feature compliance_pdf_export is not enabled for this tenant']);
    } finally {
      sqlite.prepare("DELETE FROM feature_flag_overrides WHERE id = 'ffo_pdf_off'").run();
    }
  });

  it('reads the print page\'s report only with a compliance render link, never an analytics one', async () => {
    expect((await call(`${t.url}/api/compliance/v1/render`)).status).toBe(401);
    expect((await call(`${t.url}/api/compliance/v1/render?token=forged`)).body.error.message).toBe('This report link is not valid');
    const minted = await call(`${t.url}/api/reports/v1/renderTokens`, { method: 'POST', json: { report: 'executive', range: 'last-1-week' }, headers: bearer(admin) });
    const token = new URL(minted.body.url, t.url).searchParams.get('token')!;
    const res = await call(`${t.url}/api/compliance/v1/render?token=${encodeURIComponent(token)}`);
    expect([res.status, res.body.error.message]).toEqual([403, 'This report link is not for a compliance framework']);
  });
});
