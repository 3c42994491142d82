import type SqliteDatabase from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.js';
import { migratedMemoryDatabase } from '../../test/support/migratedMemoryDatabase.js';
import { postureMetric } from './postureMetrics.js';

let sqlite: SqliteDatabase.Database;
let db: Kysely<Database>;
/** tnt_a: three AWS instances, one Azure VM, one image from a Docker Hub registry (no cloud account); tnt_b: one AWS bucket. */
beforeAll(async () => {
  ({ sqlite, db } = await migratedMemoryDatabase());
  const asset = sqlite.prepare(`INSERT INTO assets (id, tenant_id, account_id, type, name, region, created_at, resource_id, cloud, account_name,
    service, category, exposed, last_seen) VALUES (?, ?, ?, ?, ?, 'r', 0, ?, ?, 'a', 's', 'c', 0, 0)`);
  const rows: [number, string, number, string, string][] = [[1, 'tnt_a', 1, 'EC2 Instance', 'aws'], [2, 'tnt_a', 1, 'EC2 Instance', 'aws'],
    [3, 'tnt_a', 1, 'EC2 Instance', 'aws'], [4, 'tnt_a', 2, 'Virtual Machine', 'azure'], [5, 'tnt_a', 0, 'Container Image', 'registry'],
    [6, 'tnt_b', 3, 'S3 Bucket', 'aws']];
  for (const [id, tenant, account, type, cloud] of rows) asset.run(id, tenant, account, type, `asset-${id}`, `rid-${id}`, cloud);
  // The last VM becomes a bucket: its combination keeps a count of zero.
  sqlite.prepare("UPDATE assets SET type = 'S3 Bucket' WHERE id = 4").run();
});
afterAll(async () => { await db.destroy(); });

/** SQLite's plan of each query the metrics run for tnt_a, one line per query. */
async function plansOf(...keys: string[]): Promise<string[]> {
  const queries: { sql: string; parameters: readonly unknown[] }[] = [];
  const logged = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), log: (e) => { queries.push(e.query); } });
  for (const key of keys) await postureMetric(key)!.collect(logged, 'tnt_a');
  return queries.map((q) => (sqlite.prepare(`EXPLAIN QUERY PLAN ${q.sql}`).all(...q.parameters) as { detail: string }[]).map((r) => r.detail).join(' | '));
}

describe('the asset posture metrics', () => {
  it('count the tenant\'s assets by cloud and by type as the inventory counts them, registry images included', async () => {
    expect(await postureMetric('assets.cloud')!.collect(db, 'tnt_a')).toEqual({ byDimension: { aws: 3, azure: 1, registry: 1 } });
    expect(await postureMetric('assets.type')!.collect(db, 'tnt_a')).toEqual({ byDimension: { 'Container Image': 1, 'EC2 Instance': 3, 'S3 Bucket': 1 } });
    expect(await postureMetric('assets.type')!.collect(db, 'tnt_b')).toEqual({ byDimension: { 'S3 Bucket': 1 } });
  });

  it('read the per-combination counts, never the assets (a million rows at the large scale, on every dashboard load)', async () => {
    const plans = await plansOf('assets.cloud', 'assets.type', 'assets.exposure');
    expect(plans).toHaveLength(3);
    for (const plan of plans) {
      expect(plan).toMatch(/^SEARCH asset_facet_counts USING PRIMARY KEY \(tenant_id=\?\)/);
      expect(plan).not.toMatch(/\bassets\b/);
    }
  });
});

describe('the permission creep index per account', () => {
  it('reads its covering index alone, not the identities\' wide rows', async () => {
    expect(await plansOf('identities.creep')).toEqual(['SEARCH identities USING COVERING INDEX identities_creep (tenant_id=?)']);
  });
});
