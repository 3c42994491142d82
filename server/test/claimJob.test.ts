import { afterAll, beforeAll, expect, it } from 'vitest';
import { claimJob } from '../src/db/claimJob.js';
import type { Db } from '../src/db/openDatabase.js';
import { openTwoInstances, type TwoInstances } from './support/twoInstances.js';

// The stage's database: SQLite, or PostgreSQL in the server-pg stage (where the claim uses FOR UPDATE SKIP LOCKED).
let instances: TwoInstances;
let first: Db;
let second: Db;

beforeAll(async () => {
  instances = await openTwoInstances('palisade-jobs-');
  ({ first, second } = instances);
});

afterAll(() => instances.close());

it('gives each due run of a scheduled job to one claimant, even when two claim at the same moment', async () => {
  const now = 1_700_000_000_000;
  const claims = await Promise.all([claimJob(first, 'nightly', now, 60_000), claimJob(second, 'nightly', now, 60_000),
    claimJob(first, 'nightly', now, 60_000), claimJob(second, 'nightly', now, 60_000)]);
  expect(claims.filter(Boolean)).toHaveLength(1);
  expect(await claimJob(second, 'nightly', now + 59_999, 60_000)).toBe(false);
  expect(await claimJob(second, 'nightly', now + 60_000, 60_000)).toBe(true);
  expect(await claimJob(first, 'weekly', now, 60_000)).toBe(true);
});
