import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { activationHooks, claimNext, workQueue } from '../src/api/connectors/activationQueue.js';
import type { Db } from '../src/db/openDatabase.js';
import { openTwoInstances, type TwoInstances } from './support/twoInstances.js';

// The stage's database. On PostgreSQL the two workers are two instances; on SQLite they interleave on one connection.
let instances: TwoInstances;
let first: Db;
let second: Db;
const clock = () => 1_700_000_000_000;

beforeAll(async () => {
  instances = await openTwoInstances('palisade-activations-');
  ({ first, second } = instances);
});
afterAll(() => instances.close());
afterEach(() => { delete activationHooks.beforeApply; });

/** Administrator n of a tenant has added gateway n and asked to activate it (queued at time n). */
async function queue(tenantId: string, users: number[]) {
  for (const n of users) {
    await first.insertInto('connector_pending').values({
      tenant_id: tenantId, user_id: `usr_${n}`, kind: 'gateways', object_id: `cgw_${n}`, base_version: 0, op: 'upsert',
      data: JSON.stringify({ type: 'zia', name: `Gateway ${n}`, primaryProxy: `10.0.0.${n}`, secondaryProxy: '', failClose: true }),
      secret_cipher: null, user_email: `admin${n}@q.test`, user_name: `Admin ${n}`, updated_at: n,
    }).execute();
    await first.insertInto('connector_activations').values({
      id: `act_${tenantId}_${n}`, tenant_id: tenantId, user_id: `usr_${n}`, user_email: `admin${n}@q.test`, status: 'queued', message: '',
      problems: '[]', created_at: n, finished_at: null, claimed_by: null, heartbeat_at: null,
    }).execute();
  }
}

/** Yields to the event loop a few times, so the other worker gets to try its claims while this one is running. */
const yieldTurns = async () => { for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve)); };

it('gives one queued activation to one of two workers claiming it at the same moment', async () => {
  await queue('tnt_race', [1]);
  const claims = await Promise.all([claimNext(first, clock(), 'tnt_race', 'worker-a'), claimNext(second, clock(), 'tnt_race', 'worker-b')]);
  expect(claims.filter(Boolean).map((c) => c!.id)).toEqual(['act_tnt_race_1']);
  expect(await claimNext(second, clock(), 'tnt_race', 'worker-b')).toBeUndefined();
});

it('never lets two workers run one activation, nor two of a tenant at once, and runs every queued one in order', async () => {
  await queue('tnt_q', [1, 2, 3, 4]);
  const runs: string[] = [];
  const running = new Map<string, number>();
  let most = 0;
  activationHooks.beforeApply = async (tenantId, _user, id) => {
    running.set(tenantId, (running.get(tenantId) ?? 0) + 1);
    most = Math.max(most, running.get(tenantId)!);
    runs.push(id);
    await yieldTurns();
    running.set(tenantId, running.get(tenantId)! - 1);
  };
  const [a, b] = await Promise.all([workQueue(first, clock, 'tnt_q', 'worker-a'), workQueue(second, clock, 'tnt_q', 'worker-b')]);
  expect(runs).toEqual(['act_tnt_q_1', 'act_tnt_q_2', 'act_tnt_q_3', 'act_tnt_q_4']);
  expect(most).toBe(1);
  expect(a + b).toBe(4);
  const rows = await first.selectFrom('connector_activations').select(['id', 'status']).where('tenant_id', '=', 'tnt_q').orderBy('id').execute();
  expect(rows).toEqual([1, 2, 3, 4].map((n) => ({ id: `act_tnt_q_${n}`, status: 'done' })));
  const live = await first.selectFrom('connector_objects').select(['id', 'version']).where('tenant_id', '=', 'tnt_q').orderBy('id').execute();
  expect(live).toEqual([1, 2, 3, 4].map((n) => ({ id: `cgw_${n}`, version: 1 })));
  expect(await first.selectFrom('connector_pending').select('user_id').where('tenant_id', '=', 'tnt_q').execute()).toEqual([]);
});

it('runs two tenants\' queues side by side: the one-at-a-time rule is per tenant', async () => {
  await queue('tnt_x', [1]);
  await queue('tnt_y', [1]);
  const together: string[] = [];
  let both = false;
  activationHooks.beforeApply = async (tenantId) => {
    together.push(tenantId);
    await yieldTurns();
    both ||= together.length === 2;
  };
  await Promise.all([workQueue(first, clock, 'tnt_x', 'worker-a'), workQueue(second, clock, 'tnt_y', 'worker-b')]);
  expect(both).toBe(true);
});
