import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SessionLogQuery, sessionLogPage } from '../src/api/connectors/telemetry/sessionLog.js';
import { type Db, openDatabase } from '../src/db/openDatabase.js';
import { databaseUrlFor } from './support/testDatabase.js';
import { createTestDatabase, dropTestDatabase } from './support/testDatabases.js';

const dataDir = mkdtempSync(join(tmpdir(), 'palisade-session-log-'));
const url = databaseUrlFor(dataDir);
let db: Db;
const T0 = Date.parse('2026-03-01T00:00:00Z');
const MIN = 60_000;

// Seven sessions of Acme a minute apart (s1 oldest); s3 and s4 send the same bytes, so the cursor must break the tie by id.
const TX = { s1: 500, s2: 100, s3: 300, s4: 300, s5: 700, s6: 200, s7: 600 } as const;
beforeAll(async () => {
  if (url) await createTestDatabase(url);
  db = await openDatabase(dataDir, url ? { url } : {});
  const row = (tenant: string, id: string, i: number, tx: number, method: string) => ({
    id, tenant_id: tenant, started_at: T0 + i * MIN, connector_id: 'cc_1', connector_name: 'cc-1', location: 'us-east-1', method, user_name: 'ann',
    application: 'Slack', destination: 'slack.com', tx_bytes: tx, rx_bytes: tx * 2, duration_ms: 1_000,
  });
  await db.insertInto('connector_sessions').values([
    ...Object.entries(TX).map(([id, tx], i) => row('tnt_acme', id, i, tx, i % 2 ? 'ZPA' : 'ZIA')),
    row('tnt_globex', 'g1', 3, 999, 'ZIA'),
  ]).execute();
});
afterAll(async () => {
  await db.destroy();
  if (url) await dropTestDatabase(url);
  rmSync(dataDir, { recursive: true, force: true });
});

const query = (q: Partial<SessionLogQuery>): SessionLogQuery => ({ from: T0, to: T0 + 60 * MIN, sort: 'startedAt', dir: 'desc', page: 1, pageSize: 3, ...q });
const ids = (page: { items: { id: string }[] }) => page.items.map((s) => s.id);

describe('session log: capped count', () => {
  it('counts up to the cap and says there are more, without counting the rest', async () => {
    const page = await sessionLogPage(db, 'tnt_acme', query({}), 5);
    expect(page).toMatchObject({ total: 5, totalCapped: true, hasMore: true, pageCount: 2 });
    expect(ids(page)).toEqual(['s7', 's6', 's5']);
  });

  it('gives the exact count when it is under the cap, and only the tenant\'s own sessions', async () => {
    expect(await sessionLogPage(db, 'tnt_acme', query({ method: ['ZPA'] }), 5)).toMatchObject({ total: 3, totalCapped: false });
    expect(await sessionLogPage(db, 'tnt_globex', query({}), 5)).toMatchObject({ total: 1, totalCapped: false, hasMore: false, nextCursor: null });
  });
});

describe('session log: keyset paging', () => {
  it('walks the whole log page by page from each cursor, newest first', async () => {
    const first = await sessionLogPage(db, 'tnt_acme', query({}));
    expect(first.nextCursor).toBe(`${T0 + 4 * MIN}~s5`);
    const second = await sessionLogPage(db, 'tnt_acme', query({ page: 2, after: first.nextCursor! }));
    expect(ids(second)).toEqual(['s4', 's3', 's2']);
    const third = await sessionLogPage(db, 'tnt_acme', query({ page: 3, after: second.nextCursor! }));
    expect(ids(third)).toEqual(['s1']);
    expect(third).toMatchObject({ hasMore: false, nextCursor: null });
  });

  it('breaks ties on the sort value by id, so no row is skipped or repeated across pages', async () => {
    const asc = (after?: string) => sessionLogPage(db, 'tnt_acme', query({ sort: 'txBytes', dir: 'asc', pageSize: 2, ...(after ? { after } : {}) }));
    const p1 = await asc();
    expect(ids(p1)).toEqual(['s2', 's6']);
    const p2 = await asc(p1.nextCursor!);
    expect(ids(p2)).toEqual(['s3', 's4']);
    expect(p2.nextCursor).toBe('300~s4');
    const p3 = await asc(p2.nextCursor!);
    expect(ids(p3)).toEqual(['s1', 's7']);
    expect(ids(await asc(p3.nextCursor!))).toEqual(['s5']);
  });

  it('gives the same page by cursor as by page number', async () => {
    const byOffset = await sessionLogPage(db, 'tnt_acme', query({ sort: 'txBytes', dir: 'desc', page: 2, pageSize: 2 }));
    const first = await sessionLogPage(db, 'tnt_acme', query({ sort: 'txBytes', dir: 'desc', pageSize: 2 }));
    const byCursor = await sessionLogPage(db, 'tnt_acme', query({ sort: 'txBytes', dir: 'desc', page: 2, pageSize: 2, after: first.nextCursor! }));
    expect(ids(byOffset)).toEqual(['s1', 's4']);
    expect(ids(byCursor)).toEqual(['s1', 's4']);
  });
});
