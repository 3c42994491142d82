import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { claimJob } from '../src/db/claimJob.js';
import { type Db, openDatabase } from '../src/db/openDatabase.js';
import { databaseUrlFor } from './support/testDatabase.js';
import { createTestDatabase, dropTestDatabase } from './support/testDatabases.js';

// The stage's database: SQLite, or PostgreSQL in the server-pg stage (where the claim uses FOR UPDATE SKIP LOCKED).
const dataDir = mkdtempSync(join(tmpdir(), 'palisade-jobs-'));
const url = databaseUrlFor(dataDir);
let first: Db;
let second: Db;

beforeAll(async () => {
  if (url) await createTestDatabase(url);
  first = await openDatabase(dataDir, url ? { url } : {});
  // Two instances on PostgreSQL; on SQLite the one server process has one connection.
  second = url ? await openDatabase(dataDir, { url }) : first;
});

afterAll(async () => {
  await first.destroy();
  if (second !== first) await second.destroy();
  rmSync(dataDir, { recursive: true, force: true });
  if (url) await dropTestDatabase(url);
});

it('gives each due run of a scheduled job to one claimant, even when two claim at the same moment', async () => {
  const now = 1_700_000_000_000;
  const claims = await Promise.all([claimJob(first, 'nightly', now, 60_000), claimJob(second, 'nightly', now, 60_000),
    claimJob(first, 'nightly', now, 60_000), claimJob(second, 'nightly', now, 60_000)]);
  expect(claims.filter(Boolean)).toHaveLength(1);
  expect(await claimJob(second, 'nightly', now + 59_999, 60_000)).toBe(false);
  expect(await claimJob(second, 'nightly', now + 60_000, 60_000)).toBe(true);
  expect(await claimJob(first, 'weekly', now, 60_000)).toBe(true);
});
