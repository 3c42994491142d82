import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConnectorTotals } from '../src/api/connectors/telemetry/readConnectorTotals.js';
import { planRange, planTenantRange, readSamples, readTenantSeries } from '../src/api/connectors/telemetry/readTelemetry.js';
import { feedDemoTelemetry } from '../src/api/connectors/telemetry/demoTelemetryFeed.js';
import { applyRetention, rollUp, totalTenant } from '../src/api/connectors/telemetry/rollUpTelemetry.js';
import { health, overview } from '../src/api/connectors/telemetry/telemetryViews.js';
import type { ConnectorSamplesTable } from '../src/db/schema.js';
import { type Db, openDatabase } from '../src/db/openDatabase.js';
import { databaseUrlFor } from './support/testDatabase.js';
import { createTestDatabase, dropTestDatabase } from './support/testDatabases.js';

const dataDir = mkdtempSync(join(tmpdir(), 'palisade-telemetry-'));
const url = databaseUrlFor(dataDir);
let db: Db;
const MIN = 60_000;
const at = (iso: string) => Date.parse(iso);
// The fixed clock: Wednesday 18 March 2026, 10:37 UTC (weeks start on Monday 16 March).
const NOW = at('2026-03-18T10:37:00Z');

const sample = (tenant: string, connector: string, bucket: number, sessions: number): ConnectorSamplesTable => ({
  tenant_id: tenant, connector_id: connector, bucket, location: 'us-east-1', version: '23.4.2', samples: 1, up_samples: 1, cpu_sum: 40, cpu_max: 40 + (sessions % 3),
  mem_sum: 50, mem_max: 50, tunnels_up: 2, tunnels_total: 2, sessions_zia: sessions, tx_zia: sessions * 10, rx_zia: sessions * 100,
  sessions_zpa: 0, tx_zpa: 0, rx_zpa: 0, sessions_direct: 0, tx_direct: 0, rx_direct: 0, sessions_lc: 0, tx_lc: 0, rx_lc: 0,
});
async function insert(rows: ConnectorSamplesTable[]) {
  for (let i = 0; i < rows.length; i += 1_000) await db.insertInto('connector_samples_minute').values(rows.slice(i, i + 1_000)).execute();
}
const total = (rows: { sessions_zia: number }[]) => rows.reduce((s, r) => s + r.sessions_zia, 0);

beforeAll(async () => {
  if (url) await createTestDatabase(url);
  db = await openDatabase(dataDir, url ? { url } : {});
  // Tenant "uniform": one session a minute from 1 January 2026 to the clock, rolled up like the job keeps it.
  const start = at('2026-01-01T00:00:00Z');
  await insert(Array.from({ length: (NOW - start) / MIN }, (_, i) => sample('tnt_uniform', 'cc_1', start + i * MIN, 1)));
  await totalTenant(db, 'tnt_uniform', 'minute', start, NOW);
  await rollUp(db, 'tnt_uniform', 'hour', start, NOW);
  await rollUp(db, 'tnt_uniform', 'day', start, NOW);
  // Tenant "varied": two connectors, i % 5 sessions in minute i, for the 150 minutes from 16 March 23:00 to 17 March 01:30.
  const varied = at('2026-03-16T23:00:00Z');
  await insert(['cc_a', 'cc_b'].flatMap((c) => Array.from({ length: 150 }, (_, i) => sample('tnt_varied', c, varied + i * MIN, i % 5))));
  await totalTenant(db, 'tnt_varied', 'minute', varied, varied + 150 * MIN);
  await rollUp(db, 'tnt_varied', 'hour', varied, varied + 150 * MIN);
  await rollUp(db, 'tnt_varied', 'day', varied, varied + 150 * MIN);
}, 120_000);
afterAll(async () => {
  await db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
  if (url) await dropTestDatabase(url);
});

describe('connector telemetry: roll-ups', () => {
  it('keeps hourly and daily rows that add up to their minute samples', async () => {
    const hours = await db.selectFrom('connector_samples_hour').select(['connector_id', 'bucket', 'sessions_zia', 'samples', 'cpu_max'])
      .where('tenant_id', '=', 'tnt_varied').orderBy('connector_id').orderBy('bucket').execute();
    expect(hours.map((h) => [h.connector_id, new Date(Number(h.bucket)).toISOString(), Number(h.sessions_zia), Number(h.samples), Number(h.cpu_max)])).toEqual([
      ['cc_a', '2026-03-16T23:00:00.000Z', 120, 60, 42], ['cc_a', '2026-03-17T00:00:00.000Z', 120, 60, 42], ['cc_a', '2026-03-17T01:00:00.000Z', 60, 30, 42],
      ['cc_b', '2026-03-16T23:00:00.000Z', 120, 60, 42], ['cc_b', '2026-03-17T00:00:00.000Z', 120, 60, 42], ['cc_b', '2026-03-17T01:00:00.000Z', 60, 30, 42],
    ]);
    const days = await db.selectFrom('connector_samples_day').select(['connector_id', 'bucket', 'sessions_zia', 'tx_zia', 'rx_zia'])
      .where('tenant_id', '=', 'tnt_varied').orderBy('connector_id').orderBy('bucket').execute();
    expect(days.map((d) => [d.connector_id, new Date(Number(d.bucket)).toISOString(), Number(d.sessions_zia), Number(d.tx_zia), Number(d.rx_zia)])).toEqual([
      ['cc_a', '2026-03-16T00:00:00.000Z', 120, 1_200, 12_000], ['cc_a', '2026-03-17T00:00:00.000Z', 180, 1_800, 18_000],
      ['cc_b', '2026-03-16T00:00:00.000Z', 120, 1_200, 12_000], ['cc_b', '2026-03-17T00:00:00.000Z', 180, 1_800, 18_000],
    ]);
  });

  it('answers a range across hours from the partial hours\' minutes and the whole hour between, to the same total as its minutes', async () => {
    const plan = planRange(at('2026-03-16T23:10:00Z'), at('2026-03-17T01:20:00Z'));
    expect(plan.segments.map((s) => [s.grain, new Date(s.from).toISOString().slice(11, 16), new Date(s.to).toISOString().slice(11, 16)])).toEqual([
      ['minute', '23:10', '00:00'], ['hour', '00:00', '01:00'], ['minute', '01:00', '01:20'],
    ]);
    const rows = await readSamples(db, 'tnt_varied', plan);
    // Minutes 10–59 give 100, the hour 120, minutes 120–139 give 40: 260 per connector.
    expect(total(rows)).toBe(520);
    expect(rows.map((r) => [r.connector_id, new Date(r.at).toISOString().slice(11, 16), r.sessions_zia])).toEqual([
      ['cc_a', '23:00', 100], ['cc_b', '23:00', 100], ['cc_a', '00:00', 120], ['cc_b', '00:00', 120], ['cc_a', '01:00', 40], ['cc_b', '01:00', 40],
    ]);
    const rerun = await readSamples(db, 'tnt_varied', planRange(at('2026-03-16T23:10:00Z'), at('2026-03-16T23:30:00Z')));
    expect(total(rerun)).toBe(2 * 40);
  });
});

describe('connector telemetry: tenant totals', () => {
  const sessionsOf = (rows: { bucket: number | string; sessions_zia: number | string; samples: number | string }[]) =>
    rows.map((r) => [new Date(Number(r.bucket)).toISOString().slice(5, 16), Number(r.sessions_zia), Number(r.samples)]);

  it('keeps per minute, hour and day the sum of the tenant\'s connectors\' rows', async () => {
    const read = (grain: 'minute' | 'hour' | 'day') => db.selectFrom(`connector_tenant_${grain}`).select(['bucket', 'sessions_zia', 'samples'])
      .where('tenant_id', '=', 'tnt_varied').orderBy('bucket').execute();
    // Two connectors, i % 5 sessions each in minute i.
    expect(sessionsOf((await read('minute')).slice(0, 6))).toEqual([
      ['03-16T23:00', 0, 2], ['03-16T23:01', 2, 2], ['03-16T23:02', 4, 2], ['03-16T23:03', 6, 2], ['03-16T23:04', 8, 2], ['03-16T23:05', 0, 2]]);
    expect(await read('minute')).toHaveLength(150);
    expect(sessionsOf(await read('hour'))).toEqual([['03-16T23:00', 240, 120], ['03-17T00:00', 240, 120], ['03-17T01:00', 120, 60]]);
    expect(sessionsOf(await read('day'))).toEqual([['03-16T00:00', 240, 120], ['03-17T00:00', 360, 180]]);
  });

  it('answers the dashboard\'s series and totals from them, equal to the range\'s minute samples', async () => {
    const plan = planRange(at('2026-03-16T23:10:00Z'), at('2026-03-17T01:20:00Z'));
    expect((await readTenantSeries(db, 'tnt_varied', plan)).map((r) => [new Date(r.at).toISOString().slice(11, 16), r.sessions_zia, r.tx_zia]))
      .toEqual([['23:00', 200, 2_000], ['00:00', 240, 2_400], ['01:00', 80, 800]]);
    const o = await overview(db, 'tnt_varied', NOW, at('2026-03-16T23:10:00Z'), at('2026-03-17T01:20:00Z'));
    expect(o.totals).toEqual({ sessions: 520, txBytes: 5_200, rxBytes: 52_000 });
    expect(o.sessions.map((p) => p.values.zia)).toEqual([200, 240, 80]);
    // Another tenant's totals are its own.
    expect((await overview(db, 'tnt_nobody', NOW, at('2026-03-16T23:10:00Z'), at('2026-03-17T01:20:00Z'))).totals).toEqual({ sessions: 0, txBytes: 0, rxBytes: 0 });
  });

  it('gives monitoring each connector\'s totals over the range, and one connector\'s CPU per step', async () => {
    const h = await health(db, 'tnt_varied', NOW, at('2026-03-16T23:10:00Z'), at('2026-03-17T01:20:00Z'), { connector: 'cc_a' });
    expect(h.cpu.map((p) => [new Date(p.at).toISOString().slice(11, 16), p.values.average])).toEqual([['23:00', 40], ['00:00', 40], ['01:00', 40]]);
    expect(h.connectors).toEqual([]);
  });

  it('reads a range\'s oldest part from the hourly roll-up when its minutes are no longer kept, so the first point is whole', async () => {
    // Hourly rows from 17 March (one session a minute, as a demo seeds them), minute samples only from 18 March 04:00.
    const hoursFrom = at('2026-03-17T00:00:00Z');
    const minutesFrom = at('2026-03-18T04:00:00Z');
    const hourly = Array.from({ length: (minutesFrom - hoursFrom) / (60 * MIN) }, (_, i) => ({
      ...sample('tnt_window', 'cc_1', hoursFrom + i * 60 * MIN, 60), samples: 60, up_samples: 60, cpu_sum: 2_400, mem_sum: 3_000, tunnels_up: 120, tunnels_total: 120,
    }));
    await db.insertInto('connector_samples_hour').values(hourly).execute();
    await totalTenant(db, 'tnt_window', 'hour', hoursFrom, minutesFrom);
    await insert(Array.from({ length: (NOW - minutesFrom) / MIN }, (_, i) => sample('tnt_window', 'cc_1', minutesFrom + i * MIN, 1)));
    await totalTenant(db, 'tnt_window', 'minute', minutesFrom, NOW);
    await rollUp(db, 'tnt_window', 'hour', minutesFrom, NOW);

    const from = NOW - 600 * MIN; // last 10 hours: 00:37
    const plan = await planTenantRange(db, 'tnt_window', NOW, from, NOW);
    expect(plan.segments.map((s) => `${s.grain} ${new Date(s.from).toISOString().slice(11, 16)}–${new Date(s.to).toISOString().slice(11, 16)}`))
      .toEqual(['hour 00:00–10:00', 'minute 10:00–10:37']);
    const o = await overview(db, 'tnt_window', NOW, from, NOW);
    expect(o.sessions.map((p) => p.values.zia)).toEqual([60, 60, 60, 60, 60, 60, 60, 60, 60, 60, 37]);
    expect(o.totals.sessions).toBe(637);
    // Within the minute window nothing changes: the last hour is read from minutes.
    expect((await planTenantRange(db, 'tnt_window', NOW, NOW - 60 * MIN, NOW)).segments.map((s) => s.grain)).toEqual(['minute']);
  });
});

describe('connector telemetry: every section 9 range reads the right table', () => {
  // Ranges at the fixed clock in UTC, as the console's picker computes them; expected: the tables read and the
  // sessions (one a minute, so the minutes in the range).
  const D = (iso: string) => at(`${iso}Z`);
  const cases: [string, number, number, string[], number][] = [
    ['last 1 minute', NOW - MIN, NOW, ['minute 10:36–10:37'], 1],
    ['last 2 minutes', NOW - 2 * MIN, NOW, ['minute 10:35–10:37'], 2],
    ['last 5 minutes', NOW - 5 * MIN, NOW, ['minute 10:32–10:37'], 5],
    ['last 15 minutes', NOW - 15 * MIN, NOW, ['minute 10:22–10:37'], 15],
    ['last 30 minutes', NOW - 30 * MIN, NOW, ['minute 10:07–10:37'], 30],
    ['last 1 hour', NOW - 60 * MIN, NOW, ['minute 09:37–10:37'], 60],
    ['last 2 hours', NOW - 120 * MIN, NOW, ['minute 08:37–10:37'], 120],
    ['last 5 hours', NOW - 300 * MIN, NOW, ['minute 05:37–06:00', 'hour 06:00–10:00', 'minute 10:00–10:37'], 300],
    ['last 10 hours', NOW - 600 * MIN, NOW, ['minute 00:37–01:00', 'hour 01:00–10:00', 'minute 10:00–10:37'], 600],
    ['last 24 hours', NOW - 1_440 * MIN, NOW, ['minute 10:37–11:00', 'hour 11:00–10:00', 'minute 10:00–10:37'], 1_440],
    ['last 1 week', NOW - 10_080 * MIN, NOW, ['minute 10:37–11:00', 'hour 11:00–10:00', 'minute 10:00–10:37'], 10_080],
    ['last 1 month', D('2026-02-18T10:37:00'), NOW,
      ['minute 10:37–11:00', 'hour 11:00–00:00', 'day 00:00–00:00', 'hour 00:00–10:00', 'minute 10:00–10:37'], 40_320],
    ['current day', D('2026-03-18T00:00:00'), NOW, ['hour 00:00–10:00', 'minute 10:00–10:37'], 637],
    ['previous day', D('2026-03-17T00:00:00'), D('2026-03-18T00:00:00'), ['hour 00:00–00:00'], 1_440],
    ['current week', D('2026-03-16T00:00:00'), NOW, ['hour 00:00–10:00', 'minute 10:00–10:37'], 3_517],
    ['previous week', D('2026-03-09T00:00:00'), D('2026-03-16T00:00:00'), ['hour 00:00–00:00'], 10_080],
    ['current month', D('2026-03-01T00:00:00'), NOW, ['day 00:00–00:00', 'hour 00:00–10:00', 'minute 10:00–10:37'], 25_117],
    ['previous month', D('2026-02-01T00:00:00'), D('2026-03-01T00:00:00'), ['day 00:00–00:00'], 40_320],
  ];
  const hm = (t: number) => new Date(t).toISOString().slice(11, 16);
  it.each(cases)('%s', async (_name, from, to, tables, sessions) => {
    const plan = planRange(from, to);
    expect(plan.segments.map((s) => `${s.grain} ${hm(s.from)}–${hm(s.to)}`)).toEqual(tables);
    expect(total(await readSamples(db, 'tnt_uniform', plan))).toBe(sessions);
  });

  // Each connector's totals (the monitoring list) read the coarsest parts: the first partial hour's minutes, whole hours
  // and days, and (no sample being newer than the clock) the current hour or day as one roll-up row.
  const totals: [string, number, number, string[], number][] = [
    ['last 1 minute', NOW - MIN, NOW, ['rest minute 18T10:36–18T11:00'], 1],
    ['last 1 hour', NOW - 60 * MIN, NOW, ['rest minute 18T09:37–18T10:00', 'rest hour 18T10:00–19T00:00'], 60],
    ['last 2 hours', NOW - 120 * MIN, NOW, ['rest minute 18T08:37–18T09:00', 'rest hour 18T09:00–19T00:00'], 120],
    ['last 24 hours', NOW - 1_440 * MIN, NOW, ['rest minute 17T10:37–17T11:00', 'rest hour 17T11:00–18T00:00', 'day 18T00:00–19T00:00'], 1_440],
    ['last 1 month', D('2026-02-18T10:37:00'), NOW, ['rest minute 18T10:37–18T11:00', 'rest hour 18T11:00–19T00:00', 'day 19T00:00–19T00:00'], 40_320],
    ['previous day', D('2026-03-17T00:00:00'), D('2026-03-18T00:00:00'), ['day 17T00:00–18T00:00'], 1_440],
    ['current month', D('2026-03-01T00:00:00'), NOW, ['day 01T00:00–19T00:00'], 25_117],
    ['previous month', D('2026-02-01T00:00:00'), D('2026-03-01T00:00:00'), ['day 01T00:00–01T00:00'], 40_320],
    ['5 to 1 hours ago', NOW - 300 * MIN, NOW - 60 * MIN, ['minute 18T05:37–18T06:00', 'hour 18T06:00–18T09:00', 'minute 18T09:00–18T09:37'], 240],
  ];
  const dhm = (t: number) => new Date(t).toISOString().slice(8, 16);
  it.each(totals)('each connector\'s totals over %s', async (_name, from, to, parts, sessions) => {
    const plan = await planTenantRange(db, 'tnt_uniform', NOW, from, to);
    expect(plan.totals.map((s) => `${s.rest ? 'rest ' : ''}${s.grain} ${dhm(s.from)}–${dhm(s.to)}`)).toEqual(parts);
    expect((await readConnectorTotals(db, 'tnt_uniform', plan)).map((r) => [r.connector_id, r.sessions_zia, r.samples])).toEqual([['cc_1', sessions, sessions]]);
  });

  it('counts the minutes of a connector that began after the range did, which has no rest row at its start', async () => {
    // cc_early reports from 09:00, cc_late from 09:50; one session a minute each, to the clock (10:37).
    const rows = [...Array.from({ length: 97 }, (_, i) => sample('tnt_gap', 'cc_early', D('2026-03-18T09:00:00') + i * MIN, 1)),
      ...Array.from({ length: 47 }, (_, i) => sample('tnt_gap', 'cc_late', D('2026-03-18T09:50:00') + i * MIN, 1))];
    await insert(rows);
    await totalTenant(db, 'tnt_gap', 'minute', D('2026-03-18T09:00:00'), NOW);
    await rollUp(db, 'tnt_gap', 'hour', D('2026-03-18T09:00:00'), NOW);
    await rollUp(db, 'tnt_gap', 'day', D('2026-03-18T09:00:00'), NOW);
    const totalsOf = async (from: number) => (await readConnectorTotals(db, 'tnt_gap', await planTenantRange(db, 'tnt_gap', NOW, from, NOW)))
      .map((r) => [r.connector_id, r.sessions_zia, r.cpu_max]).sort();
    // The last hour (from 09:37): 60 minutes of cc_early, cc_late's 10 minutes before 10:00 and 37 after.
    expect(await totalsOf(NOW - 60 * MIN)).toEqual([['cc_early', 60, 41], ['cc_late', 47, 41]]);
    expect(await totalsOf(D('2026-03-18T09:55:00'))).toEqual([['cc_early', 42, 41], ['cc_late', 42, 41]]);
  });

  it('reads no more than two partial hours of minutes for a month, and the days between from the daily table', async () => {
    const plan = planRange(D('2026-02-18T10:37:00'), NOW);
    expect(plan.step).toBe('day');
    expect(plan.segments.filter((s) => s.grain === 'day').map((s) => [new Date(s.from).toISOString().slice(0, 10), new Date(s.to).toISOString().slice(0, 10)]))
      .toEqual([['2026-02-19', '2026-03-18']]);
    expect(plan.segments.filter((s) => s.grain === 'minute').reduce((sum, s) => sum + (s.to - s.from) / MIN, 0)).toBe(23 + 37);
  });
});

// Last: the feed writes minutes for every tenant of this database.
describe('connector telemetry: the demo feed', () => {
  it('fills each minute since the newest sample with the same minute a day earlier, keeps a down connector down, and rolls up', async () => {
    const last = at('2026-03-18T12:00:00Z');
    const DAY = 86_400_000;
    await insert([sample('tnt_feed', 'cc_a', last - DAY + MIN, 7), sample('tnt_feed', 'cc_a', last - DAY + 2 * MIN, 9),
      sample('tnt_feed', 'cc_a', last, 4), { ...sample('tnt_feed', 'cc_b', last, 0), up_samples: 0, cpu_sum: 0, tunnels_up: 0 }]);
    await feedDemoTelemetry(db, last + 3 * MIN + 30_000);
    const fed = await db.selectFrom('connector_samples_minute').select(['connector_id', 'bucket', 'sessions_zia', 'up_samples', 'tunnels_up', 'tunnels_total'])
      .where('tenant_id', '=', 'tnt_feed').where('bucket', '>', last).orderBy('bucket').orderBy('connector_id').execute();
    expect(fed.map((r) => [r.connector_id, (Number(r.bucket) - last) / MIN, Number(r.sessions_zia), Number(r.up_samples), Number(r.tunnels_up), Number(r.tunnels_total)]))
      .toEqual([['cc_a', 1, 7, 1, 2, 2], ['cc_b', 1, 0, 0, 0, 2], ['cc_a', 2, 9, 1, 2, 2], ['cc_b', 2, 0, 0, 0, 2]]);
    const hour = await db.selectFrom('connector_samples_hour').select(['connector_id', 'sessions_zia', 'samples']).where('tenant_id', '=', 'tnt_feed')
      .where('bucket', '=', last).orderBy('connector_id').execute();
    expect(hour.map((h) => [h.connector_id, Number(h.sessions_zia), Number(h.samples)])).toEqual([['cc_a', 4 + 7 + 9, 3], ['cc_b', 0, 3]]);
  });

  it('drops every tenant\'s minutes older than 31 days and hours older than 400, and keeps the rest', async () => {
    const now = at('2026-03-18T12:00:00Z');
    const DAY = 86_400_000;
    const minutes = [32, 30].flatMap((days) => ['tnt_old_a', 'tnt_old_b'].map((t) => sample(t, 'cc_a', now - days * DAY, 1)));
    await insert(minutes);
    await db.insertInto('connector_samples_hour').values([401, 399].flatMap((days) => ['tnt_old_a', 'tnt_old_b'].map((t) => sample(t, 'cc_a', now - days * DAY, 1))))
      .execute();
    await applyRetention(db, now);
    const left = async (table: 'connector_samples_minute' | 'connector_samples_hour') => (await db.selectFrom(table).select(['tenant_id', 'bucket'])
      .where('tenant_id', 'in', ['tnt_old_a', 'tnt_old_b']).orderBy('tenant_id').execute()).map((r) => [r.tenant_id, (now - Number(r.bucket)) / DAY]);
    expect(await left('connector_samples_minute')).toEqual([['tnt_old_a', 30], ['tnt_old_b', 30]]);
    expect(await left('connector_samples_hour')).toEqual([['tnt_old_a', 399], ['tnt_old_b', 399]]);
  });
});
