import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '../../../db/openDatabase.js';
import { connectorTotalsQueries } from './readConnectorTotals.js';
import { planTotals } from './telemetryRange.js';

let db: Db;
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'palisade-connector-totals-plan-'));
  db = await openDatabase(dir);
}, 60_000);
afterAll(async () => { await db.destroy(); rmSync(dir, { recursive: true, force: true }); });

async function plan(compiled: CompiledQuery): Promise<string> {
  const explained = await db.executeQuery<{ detail: string }>({ ...compiled, sql: `EXPLAIN QUERY PLAN ${compiled.sql}` });
  return explained.rows.map((r) => r.detail).join(' | ');
}

const MIN = 60_000;
// Wednesday 18 March 2026, 10:37 UTC; the tenant's newest minute sample is 10:36.
const NOW = Date.parse('2026-03-18T10:37:00Z');
const NEWEST = NOW - MIN;

describe('per-connector totals over a range', () => {
  const plans = async (part: Parameters<typeof connectorTotalsQueries>[1]) => Promise.all(connectorTotalsQueries('tnt_acme', part).map((q) => plan(q.compile(db))));

  it.each(['minute', 'hour', 'day'] as const)('read from the %s table by a search of its key over the part\'s buckets, never a scan', async (grain) => {
    const [detail, ...more] = await plans({ grain, from: NOW - 86_400_000, to: NOW });
    expect(more).toEqual([]);
    expect(detail).toMatch(new RegExp(`^SEARCH connector_samples_${grain} USING INDEX sqlite_autoindex_connector_samples_${grain}_1 \\(tenant_id=\\? AND bucket>\\? AND bucket<\\?\\)`));
    expect(detail).not.toMatch(/\bSCAN connector_/);
  });

  it.each(['minute', 'hour'] as const)('a rest part reads the %s rest rows at its start by their key, and the rows after it only of connectors without one', async (grain) => {
    const [rest, others] = await plans({ grain, from: NOW - 23 * MIN, to: NOW, rest: true });
    expect(rest).toMatch(new RegExp(`^SEARCH connector_rest_${grain} USING INDEX sqlite_autoindex_connector_rest_${grain}_1 \\(tenant_id=\\? AND bucket>\\? AND bucket<\\?\\)`));
    expect(others).toMatch(new RegExp(`^SEARCH connector_samples_${grain} USING INDEX sqlite_autoindex_connector_samples_${grain}_1 \\(tenant_id=\\? AND bucket>\\? AND bucket<\\?\\)`));
    expect(others).toMatch(new RegExp(`LIST SUBQUERY \\d+ \\| SEARCH connector_rest_${grain} USING COVERING INDEX sqlite_autoindex_connector_rest_${grain}_1 \\(tenant_id=\\? AND bucket=\\?\\)`));
    expect(`${rest} ${others}`).not.toMatch(/\bSCAN connector_/);
  });

  // The rows each connector contributes: a rest part one, a part of rows its buckets.
  const rowsPerConnector = (from: number, to: number) => planTotals(from, to, undefined, NEWEST)
    .reduce((n, s) => n + (s.rest ? 1 : (s.to - s.from) / { minute: MIN, hour: 60 * MIN, day: 1_440 * MIN }[s.grain]), 0);
  it.each([
    ['last 1 minute', 1, 1], ['last 1 hour', 60, 2], ['last 2 hours', 120, 2], ['last 24 hours', 1_440, 3], ['last 1 week', 10_080, 2 + 7],
    ['last 1 month', 43_200, 2 + 30], ['current month', 25_117, 18],
  ] as const)('%s (%i minutes) is read as %i rows per connector', (name, minutes, rows) => {
    const from = name === 'current month' ? Date.parse('2026-03-01T00:00:00Z') : NOW - minutes * MIN;
    expect(rowsPerConnector(from, NOW)).toBe(rows);
  });

  it('a range that ends before the newest sample reads its partial hours\' minutes', () => {
    const parts = planTotals(NOW - 300 * MIN, NOW - 30 * MIN, undefined, NEWEST);
    expect(parts.map((p) => `${p.rest ? 'rest ' : ''}${p.grain} ${new Date(p.from).toISOString().slice(11, 16)}–${new Date(p.to).toISOString().slice(11, 16)}`))
      .toEqual(['minute 05:37–06:00', 'hour 06:00–10:00', 'minute 10:00–10:07']);
  });
});
