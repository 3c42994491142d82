import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler } from 'kysely';
import { latestRunsQuery } from '../src/api/reports/schedules/scheduleStore.js';
import type { Database } from '../src/db/schema.js';
import { openTestDatabase, postgresUrl, type TestDatabase } from './support/testDatabase.js';
import { accessToken, bearer, call, startServer, type TestServer } from './helpers.js';

const DAY = 86_400_000;
const dist = fileURLToPath(new URL('../../dist', import.meta.url));
let t: TestServer;
let sqlite: TestDatabase;
let admin: string;
let viewer: string;

const schedule = (over: Record<string, unknown> = {}) => ({
  name: 'Weekly trend', report: 'alerts-trend', filters: { cloud: [], account: [], businessUnit: [] }, range: 'last-1-week', frequency: 'weekly', weekday: 1,
  dayOfMonth: null, time: '08:00', timeZone: 'America/New_York', recipients: ['ciso@acme.test', 'Board@Acme.test'], format: 'csv', ...over,
});

beforeAll(async () => {
  t = await startServer({ consoleDir: dist });
  sqlite = openTestDatabase(t.dataDir);
  [admin, viewer] = await Promise.all([accessToken(t.url, 'admin@acme.test'), accessToken(t.url, 'viewer@acme.test')]);
});
afterAll(async () => { sqlite.close(); await t.stop(); });

const api = (token: string, method: string, path: string, json?: unknown) =>
  call(`${t.url}/api/reports/v1${path}`, { method, headers: bearer(token), ...(json === undefined ? {} : { json }) });
const outbox = (email: string) => sqlite.prepare(`SELECT * FROM outbox WHERE email = ? AND kind = 'scheduled_report' ORDER BY created_at`).all(email) as any[];
async function finished(token: string, scheduleId: string, runId: string, timeout: number) {
  return vi.waitFor(async () => {
    const runs = await api(token, 'GET', `/schedules/${scheduleId}/runs`);
    const run = runs.body.items.find((r: { id: string }) => r.id === runId);
    if (!run || run.status === 'queued' || run.status === 'running') throw new Error(`run ${runId} is ${run?.status}`);
    return run;
  }, { timeout, interval: 250 });
}

describe('scheduled reports', () => {
  it('refuses a bad schedule field by field', async () => {
    const res = await api(admin, 'POST', '/schedules', schedule({ weekday: null, time: '25:00', timeZone: 'Mars/Base', recipients: ['not-an-email'] }));
    expect(res.status).toBe(400);
    const fields = Object.fromEntries(res.body.error.fields.map((f: { path: string; message: string }) => [f.path, f.message]));
    expect(fields).toMatchObject({
      time: 'Enter a time as HH:MM, 00:00 to 23:59', timeZone: 'Choose a time zone such as Europe/Berlin', 'recipients.0': 'Enter a valid email address',
    });
    expect(sqlite.prepare(`SELECT COUNT(*) AS n FROM report_schedules`).get()).toEqual({ n: 0 });
    const noWeekday = await api(admin, 'POST', '/schedules', schedule({ weekday: null }));
    expect(noWeekday.body.error.fields).toEqual([{ path: 'weekday', message: 'Choose the weekday of a weekly report' }]);
  });

  it('accepts the current day, week or month, but not at 00:00 when it has just begun, nor a range of minutes', async () => {
    const current = await api(admin, 'POST', '/schedules', schedule({ name: 'Week to date', range: 'current-week', time: '17:00' }));
    expect(current.status).toBe(201);
    expect(current.body.range).toBe('current-week');
    expect((await api(admin, 'DELETE', `/schedules/${current.body.id}`)).status).toBe(204);
    const midnight = await api(admin, 'POST', '/schedules', schedule({ range: 'current-day', time: '00:00' }));
    expect(midnight.body.error.fields).toEqual([{ path: 'time', message: 'At 00:00 the current period has just begun: choose a later time, or the previous day, week or month' }]);
    expect((await api(admin, 'POST', '/schedules', schedule({ range: 'last-15-minutes' }))).body.error.fields[0].path).toBe('range');
  });

  it('creates, edits, pauses, resumes and deletes a schedule, every change audited', async () => {
    const created = await api(admin, 'POST', '/schedules', schedule());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Weekly trend', recipients: ['ciso@acme.test', 'board@acme.test'], paused: false });
    const local = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', weekday: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    expect(local.format(new Date(created.body.nextRunAt))).toBe('Monday 08:00');
    const id = created.body.id as string;

    const edited = await api(admin, 'PUT', `/schedules/${id}`, schedule({ name: 'Monthly trend', frequency: 'monthly', dayOfMonth: 31, time: '06:30', timeZone: 'Asia/Kolkata' }));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Monthly trend', frequency: 'monthly', weekday: null, dayOfMonth: 31 });
    const kolkata = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    expect(kolkata.format(new Date(edited.body.nextRunAt))).toBe('06:30');

    expect((await api(admin, 'POST', `/schedules/${id}/pause`)).body).toMatchObject({ paused: true, nextRunAt: null });
    expect((await api(admin, 'POST', `/schedules/${id}/resume`)).body.paused).toBe(false);
    expect((await api(admin, 'DELETE', `/schedules/${id}`)).status).toBe(204);
    expect((await api(admin, 'GET', `/schedules/${id}/runs`)).status).toBe(404);

    const actions = (sqlite.prepare(`SELECT action FROM audit_log WHERE target = ? ORDER BY action`).all(`report_schedule:${id}`) as { action: string }[]).map((r) => r.action);
    expect(actions).toEqual(['report_schedule.created', 'report_schedule.deleted', 'report_schedule.paused', 'report_schedule.resumed', 'report_schedule.updated']);
  });

  it('"run now" as CSV: the run succeeds, its file downloads with the API figures for its period, and each recipient gets one e-mail naming it', async () => {
    const { body: s } = await api(admin, 'POST', '/schedules', schedule({ name: 'CSV now' }));
    const queued = await api(admin, 'POST', `/schedules/${s.id}/run`);
    expect(queued.status).toBe(202);
    expect(queued.body.status).toBe('queued');
    const run = await finished(admin, s.id, queued.body.id, 30_000);
    expect(run).toMatchObject({ status: 'succeeded', attempts: 1, error: null });
    expect(run.fileName).toMatch(/^alerts-trend-\d{4}-\d\d-\d\d\.csv$/);
    expect(run.size).toBeGreaterThan(100);
    expect(run.durationMs).toBeGreaterThanOrEqual(0);

    const file = await fetch(`${t.url}/api/reports/v1/runs/${run.id}/file`, { headers: bearer(admin) });
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${run.fileName}"`);
    const csv = await file.text();
    const to = Date.parse(run.createdAt);
    const api7 = await call(`${t.url}/api/reports/v1/catalogue/alerts-trend?from=${new Date(to - 7 * DAY).toISOString()}&to=${new Date(to).toISOString()}`, { headers: bearer(admin) });
    expect(csv).toContain(`New alerts in the period,${api7.body.figures[0].value}\r\n`);

    for (const email of ['ciso@acme.test', 'board@acme.test']) {
      const mails = outbox(email).filter((m) => m.body.includes(run.id));
      expect(mails).toHaveLength(1);
      expect(mails[0].subject).toBe('Scheduled report: CSV now');
      expect(mails[0].body).toContain(`is attached: ${run.fileName}`);
      // The demo mailbox lists the attachment, and its download is the run's CSV.
      const listed = (await call(`${t.url}/dev/outbox?email=${encodeURIComponent(email)}`)).body.messages.find((m: { id: string }) => m.id === mails[0].id);
      expect(listed.attachments).toEqual([{ id: expect.stringMatching(/^att_/), name: run.fileName, contentType: 'text/csv; charset=utf-8', size: run.size,
        download: `/dev/outbox/attachments/${listed.attachments[0].id}?email=${encodeURIComponent(email)}` }]);
      const attached = await fetch(`${t.url}${listed.attachments[0].download}`);
      expect(attached.headers.get('content-disposition')).toBe(`attachment; filename="${run.fileName}"`);
      expect(await attached.text()).toBe(csv);
      // Only with the address it went to.
      expect((await fetch(`${t.url}/dev/outbox/attachments/${listed.attachments[0].id}?email=someone@acme.test`)).status).toBe(404);
    }
    const list = await api(admin, 'GET', '/schedules');
    expect(list.body.items.find((i: { id: string }) => i.id === s.id).lastRun.id).toBe(run.id);

    // An attachment may instead refer to the run's kept file: it downloads while the run exists.
    sqlite.prepare(`INSERT INTO outbox (id, email, kind, subject, body, created_at) VALUES ('msg_ref', 'ref@acme.test', 'scheduled_report', 'By reference', 'b', ?)`).run(t.now());
    sqlite.prepare(`INSERT INTO outbox_attachments (id, message_id, name, content_type, size, content, file_ref) VALUES ('att_ref', 'msg_ref', 'r.csv', 'text/csv', ?, NULL, ?)`)
      .run(run.size, `report_run:${run.id}`);
    expect(await (await fetch(`${t.url}/dev/outbox/attachments/att_ref?email=ref@acme.test`)).text()).toBe(csv);
    expect((await api(admin, 'DELETE', `/schedules/${s.id}`)).status).toBe(204);
    const gone = await call(`${t.url}/dev/outbox/attachments/att_ref?email=ref@acme.test`);
    expect(gone).toMatchObject({ status: 404, body: { error: { message: 'The file of attachment r.csv no longer exists' } } });
  });

  it('the list shows each schedule\'s newest run, read with one indexed query rather than every run of the tenant', async () => {
    const [a, b] = await Promise.all([api(admin, 'POST', '/schedules', schedule({ name: 'Many runs' })), api(admin, 'POST', '/schedules', schedule({ name: 'No runs' }))]);
    await api(admin, 'POST', `/schedules/${a.body.id}/pause`);
    const insert = sqlite.prepare(`INSERT INTO report_runs (id, tenant_id, schedule_id, trigger, status, attempts, not_before, created_at)
      VALUES (?, 'tnt_acme', ?, 'schedule', 'failed', 1, 0, ?)`);
    insert.run('run_list_old', a.body.id, 1_000);
    insert.run('run_list_newest', a.body.id, 3_000);
    insert.run('run_list_middle', a.body.id, 2_000);
    const items = (await api(admin, 'GET', '/schedules')).body.items as { name: string; lastRun: { id: string } | null }[];
    expect(items.find((i) => i.name === 'Many runs')!.lastRun!.id).toBe('run_list_newest');
    expect(items.find((i) => i.name === 'No runs')!.lastRun).toBeNull();
    if (postgresUrl()) return;
    // SQLite's plan: each schedule's newest run is found through the (tenant, schedule, created) index, then read by its key; no run is scanned.
    const compiler = new Kysely<Database>({ dialect: { createAdapter: () => new SqliteAdapter(), createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new SqliteIntrospector(db), createQueryCompiler: () => new SqliteQueryCompiler() } });
    const { sql, parameters } = latestRunsQuery(compiler, 'tnt_acme').compile();
    const plan = (sqlite.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...parameters) as { detail: string }[]).map((row) => row.detail);
    expect(plan.filter((d) => /^(SCAN|SEARCH) (r|x)\b/.test(d))).toEqual([
      expect.stringMatching(/^SEARCH r USING INDEX sqlite_autoindex_report_runs_1 \(id=\?\)$/),
      'SEARCH x USING INDEX report_runs_schedule (tenant_id=? AND schedule_id=?)',
    ]);
  });

  it('is refused without SCHEDULED_REPORTS, and another tenant\'s schedule is not found', async () => {
    const denied = await api(viewer, 'GET', '/schedules');
    expect(denied.status).toBe(403);
    expect(denied.body.error.message).toBe('Your group has no access to module SCHEDULED_REPORTS');
    sqlite.prepare(`INSERT INTO report_schedules (id, tenant_id, name, report, filters, range, frequency, weekday, day_of_month, time, time_zone, recipients, format, paused, next_run_at, created_by, created_at, updated_at)
      VALUES ('rsc_globex', 'tnt_globex_eu', 'Globex only', 'alerts-trend', '{"cloud":[],"account":[],"businessUnit":[]}', 'last-1-week', 'daily', NULL, NULL, '08:00', 'UTC', '["x@globex.test"]', 'csv', 1, NULL, 'usr_globex_analyst', 0, 0)`).run();
    expect((await api(admin, 'GET', '/schedules')).body.items.map((i: { name: string }) => i.name)).not.toContain('Globex only');
    for (const [method, path] of [['GET', '/schedules/rsc_globex/runs'], ['POST', '/schedules/rsc_globex/run'], ['DELETE', '/schedules/rsc_globex'], ['POST', '/schedules/rsc_globex/pause']]) {
      expect((await api(admin, method!, path!)).status, `${method} ${path}`).toBe(404);
    }
    expect(sqlite.prepare(`SELECT COUNT(*) AS n FROM report_runs WHERE schedule_id = 'rsc_globex'`).get()).toEqual({ n: 0 });
  });

  it('runs with its author\'s access as it stands: an author who lost the modules or was disabled gets a failed run saying why, at once, and nothing is sent', async () => {
    const cases = [
      { author: 'usr_acme_viewer', error: 'Its author viewer@acme.test no longer has access to SCHEDULED_REPORTS and ANALYTICS; a schedule runs with its author\'s access' },
      { author: 'usr_acme_reviewer', error: 'Its author reviewer@acme.test is disabled or no longer a member of this organization; a schedule runs with its author\'s access' },
    ];
    sqlite.prepare(`UPDATE users SET status = 'disabled' WHERE id = 'usr_acme_reviewer'`).run();
    for (const { author, error } of cases) {
      const { body: s } = await api(admin, 'POST', '/schedules', schedule({ name: `By ${author}`, recipients: ['audit@acme.test'] }));
      sqlite.prepare('UPDATE report_schedules SET created_by = ? WHERE id = ?').run(author, s.id);
      const queued = await api(admin, 'POST', `/schedules/${s.id}/run`);
      expect(await finished(admin, s.id, queued.body.id, 30_000)).toMatchObject({ status: 'failed', attempts: 1, error, size: null });
    }
    expect(outbox('audit@acme.test')).toEqual([]);
  });

  it('prints a PDF in headless Chromium whose text has the same figures as the API for its period', { timeout: 180_000 }, async () => {
    const { body: s } = await api(admin, 'POST', '/schedules', schedule({ name: 'PDF now', report: 'executive-summary', format: 'pdf', recipients: ['pdf@acme.test'] }));
    const queued = await api(admin, 'POST', `/schedules/${s.id}/run`);
    const run = await finished(admin, s.id, queued.body.id, 150_000);
    expect(run.error).toBeNull();
    expect(run.status).toBe('succeeded');
    const file = Buffer.from(await (await fetch(`${t.url}/api/reports/v1/runs/${run.id}/file`, { headers: bearer(admin) })).arrayBuffer());
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(file)), { mergePages: true });
    const to = Date.parse(run.createdAt);
    const figures = await call(`${t.url}/api/reports/v1/catalogue/executive-summary?from=${new Date(to - 7 * DAY).toISOString()}&to=${new Date(to).toISOString()}`, { headers: bearer(admin) });
    expect(text).toContain('Executive summary');
    for (const f of figures.body.figures as { label: string; value: number | null; unit?: string }[]) {
      const shown = f.value === null ? 'Not subscribed' : `${new Intl.NumberFormat('en-US').format(f.value)}${f.unit === '%' ? '%' : ''}`;
      expect(text.replace(/\s+/g, ' '), f.label).toContain(`${f.label} ${shown}`);
    }
    expect(outbox('pdf@acme.test').filter((m) => m.body.includes(`is attached: ${run.fileName}`))).toHaveLength(1);
    // The e-mail carries the PDF itself: parsed from the demo mailbox, it has the same figures.
    const [mail] = (await call(`${t.url}/dev/outbox?email=pdf@acme.test`)).body.messages;
    expect(mail.attachments.map((a: { name: string; contentType: string; size: number }) => [a.name, a.contentType, a.size])).toEqual([[run.fileName, 'application/pdf', run.size]]);
    const attached = new Uint8Array(await (await fetch(`${t.url}${mail.attachments[0].download}`)).arrayBuffer());
    const { text: mailed } = await extractText(await getDocumentProxy(attached), { mergePages: true });
    expect(mailed).toBe(text);
  });

  it('without a Chromium the run says what to install, retries, then fails', { timeout: 120_000 }, async () => {
    const saved = process.env.PALISADE_CHROMIUM_PATH;
    process.env.PALISADE_CHROMIUM_PATH = '/nonexistent/chromium';
    try {
      const { body: s } = await api(admin, 'POST', '/schedules', schedule({ name: 'No browser', format: 'pdf', recipients: ['nobrowser@acme.test'] }));
      const queued = await api(admin, 'POST', `/schedules/${s.id}/run`);
      const sentence = 'No Chromium at /nonexistent/chromium: install it (on Debian: apt-get install chromium) or set PALISADE_CHROMIUM_PATH to a Chromium or Chrome executable';
      // Read from the table, since the fake clock runs past every retry's delay and would also outlive the session.
      const row = () => sqlite.prepare(`SELECT status, attempts, error, file_name FROM report_runs WHERE id = ?`).get(queued.body.id) as Record<string, unknown>;
      await vi.waitFor(() => {
        t.advance(2 * 60_000);
        if (row().status !== 'failed') throw new Error(`run is ${String(row().status)}`);
      }, { timeout: 50_000, interval: 1_000 });
      expect(row()).toEqual({ status: 'failed', attempts: 3, error: sentence, file_name: null });
      expect(outbox('nobrowser@acme.test')).toHaveLength(0);
    } finally {
      if (saved === undefined) delete process.env.PALISADE_CHROMIUM_PATH; else process.env.PALISADE_CHROMIUM_PATH = saved;
    }
  });
});

describe('executive report PDF', () => {
  it('"Download PDF" prints the executive report with the same figures as the screen, refused without ANALYTICS', { timeout: 180_000 }, async () => {
    // Fresh tokens: the tests before ran the fake clock past the first ones' lifetime.
    const [admin, viewer] = await Promise.all([accessToken(t.url, 'admin@acme.test'), accessToken(t.url, 'viewer@acme.test')]);
    const res = await fetch(`${t.url}/api/reports/v1/executive/export.pdf?range=last-1-month`, { headers: bearer(admin) });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="executive-report-\d{4}-\d\d-\d\d\.pdf"$/);
    const file = new Uint8Array(await res.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(file), { mergePages: true });
    const screen = await call(`${t.url}/api/reports/v1/executive?range=last-1-month`, { headers: bearer(admin) });
    const flat = text.replace(/\s+/g, ' ');
    expect(flat).toContain(`New alerts in the period ${new Intl.NumberFormat('en-US').format(screen.body.newAlertsInRange)}`);
    expect(flat).toContain(`Open threats ${new Intl.NumberFormat('en-US').format(screen.body.figures.openThreats)}`);
    expect((await fetch(`${t.url}/api/reports/v1/executive/export.pdf?range=last-1-month`, { headers: bearer(viewer) })).status).toBe(403);
  });

  it('without a Chromium, Download PDF answers 503 saying what to install', async () => {
    const saved = process.env.PALISADE_CHROMIUM_PATH;
    process.env.PALISADE_CHROMIUM_PATH = '/nonexistent/chromium';
    try {
      const res = await call(`${t.url}/api/reports/v1/executive/export.pdf?range=last-1-week`, { headers: bearer(await accessToken(t.url, 'admin@acme.test')) });
      expect(res.status).toBe(503);
      expect(res.body.error.message).toBe('No Chromium at /nonexistent/chromium: install it (on Debian: apt-get install chromium) or set PALISADE_CHROMIUM_PATH to a Chromium or Chrome executable');
    } finally {
      if (saved === undefined) delete process.env.PALISADE_CHROMIUM_PATH; else process.env.PALISADE_CHROMIUM_PATH = saved;
    }
  });
});

describe('scheduled report queue across a restart', () => {
  it('a run left running by a stopped server is retried by the next one and sent once; a delivered one is not sent again', { timeout: 150_000 }, async () => {
    const a = await startServer();
    const token = await accessToken(a.url, 'admin@acme.test');
    const created = await call(`${a.url}/api/reports/v1/schedules`, { method: 'POST', headers: bearer(token), json: schedule({ name: 'Restart', recipients: ['restart@acme.test'] }) });
    const stale = a.now() - 10 * 60_000;
    await a.stop(false);
    const write = openTestDatabase(a.dataDir);
    const again = write.prepare(`INSERT INTO report_runs (id, tenant_id, schedule_id, trigger, status, attempts, not_before, claimed_by, heartbeat_at, created_at, started_at, delivered_at)
      VALUES (?, 'tnt_acme', ?, 'schedule', 'running', 1, ?, 'ins_stopped', ?, ?, ?, ?)`);
    again.run('run_interrupted', created.body.id, stale, stale, stale, stale, null);
    again.run('run_delivered', created.body.id, stale, stale, stale, stale, stale);
    write.close();

    const b = await startServer({}, { dataDir: a.dataDir });
    const read = openTestDatabase(b.dataDir);
    try {
      const statusOf = (id: string) => (read.prepare(`SELECT status, attempts FROM report_runs WHERE id = ?`).get(id) as { status: string; attempts: number });
      await vi.waitFor(() => {
        if (statusOf('run_interrupted').status !== 'succeeded' || statusOf('run_delivered').status !== 'succeeded') throw new Error('not yet');
      }, { timeout: 60_000, interval: 250 });
      expect(statusOf('run_interrupted').attempts).toBe(2);
      const mails = read.prepare(`SELECT body FROM outbox WHERE email = 'restart@acme.test'`).all() as { body: string }[];
      expect(mails.map((m) => m.body.match(/\(run (run_\w+)\)/)?.[1])).toEqual(['run_interrupted']);
    } finally {
      read.close();
      await b.stop();
    }
  });
});
