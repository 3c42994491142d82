import type SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedMemoryDatabase } from '../../../test/support/migratedMemoryDatabase.js';
import type { Db } from '../../db/openDatabase.js';
import { assetTypes, assetTypesQuery } from './assetTypes.js';

let sqlite: SqliteDatabase.Database;
let db: Db;
beforeAll(async () => {
  ({ sqlite, db } = await migratedMemoryDatabase());
  const count = sqlite.prepare(`INSERT INTO asset_facet_counts (tenant_id, cloud, account_id, region, service, type, category, exposed, critical, n)
    VALUES (?, 'aws', ?, 'us-east-1', 'ec2', ?, 'compute', 0, 0, ?)`);
  count.run('tnt_a', 1, 'EC2 Instance', 3);
  count.run('tnt_a', 2, 'EC2 Instance', 0);
  count.run('tnt_a', 1, 'Security Group', 0);
  count.run('tnt_a', 2, 'Security Group', 2);
  count.run('tnt_a', 1, 'EBS Volume', 0);
  count.run('tnt_a', 1, 'Amazon S3 Bucket', 1);
  count.run('tnt_b', 3, 'Lambda Function', 4);
});
afterAll(async () => { await db.destroy(); });

describe('assetTypes', () => {
  it('lists the tenant\'s types in order, leaving out those counted down to zero and other tenants\' types', async () => {
    expect(await assetTypes(db, 'tnt_a')).toEqual(['Amazon S3 Bucket', 'EC2 Instance', 'Security Group']);
    expect(await assetTypes(db, 'tnt_b')).toEqual(['Lambda Function']);
    expect(await assetTypes(db, 'tnt_none')).toEqual([]);
  });

  it('seeks from type to type in the per-type index instead of reading every combination count', async () => {
    const compiled = assetTypesQuery('tnt_a').compile(db);
    const plan = sqlite.prepare(`EXPLAIN QUERY PLAN ${compiled.sql}`).all(...compiled.parameters).map((r) => (r as { detail: string }).detail);
    expect(plan).toContain('SEARCH asset_facet_counts USING INDEX asset_facet_counts_type (tenant_id=?)');
    expect(plan).toContain('SEARCH asset_facet_counts USING INDEX asset_facet_counts_type (tenant_id=? AND type>?)');
    expect(plan.filter((step) => step.includes('asset_facet_counts') && !step.includes('asset_facet_counts_type'))).toEqual([]);
  });
});
