import { describe, expect, it } from 'vitest';
import { memoryDatabaseAt } from '../../test/support/migratedMemoryDatabase.js';

describe('0056_asset_text_generations', () => {
  it("carries the generations on past the old ones, and counts up a tenant's only when its texts change", async () => {
    const { sqlite, db, migrator } = await memoryDatabaseAt('0055_asset_dashboard_counts');
    const asset = sqlite.prepare(`INSERT INTO assets (id, tenant_id, account_id, type, name, region, created_at, resource_id, cloud, account_name,
      service, category, exposed) VALUES (?, ?, 1, 'S3 Bucket', ?, 'us-east-1', 0, ?, 'aws', 'prod', 's3', 'storage', 0)`);
    asset.run(1, 'tnt_a', 'logs', 'arn:1');
    asset.run(2, 'tnt_a', 'web', 'arn:2');
    asset.run(3, 'tnt_b', 'db', 'arn:3');
    // 0053 counted each insert after a tenant's first in the search keys' table.
    expect(sqlite.prepare('SELECT tenant_id, generation FROM asset_search_tenants ORDER BY tenant_id').all())
      .toEqual([{ tenant_id: 'tnt_a', generation: 1 }, { tenant_id: 'tnt_b', generation: 0 }]);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const generations = () => Object.fromEntries((sqlite.prepare('SELECT tenant_id, generation FROM asset_text_generations ORDER BY tenant_id')
      .all() as { tenant_id: string; generation: number }[]).map((r) => [r.tenant_id, r.generation]));
    expect(generations()).toEqual({ tnt_a: 2, tnt_b: 1 });
    expect(sqlite.prepare("SELECT name FROM pragma_table_info('asset_search_tenants') ORDER BY name").all()).toEqual([{ name: 'key' }, { name: 'tenant_id' }]);

    const steps: [statement: string, after: Record<string, number>][] = [
      ['UPDATE assets SET open_high = 3, last_seen = 9 WHERE id = 1', { tnt_a: 2, tnt_b: 1 }],
      ["UPDATE assets SET name = 'renamed' WHERE id = 1", { tnt_a: 3, tnt_b: 1 }],
      ["UPDATE assets SET name = 'renamed' WHERE id = 1", { tnt_a: 3, tnt_b: 1 }],
      ["UPDATE assets SET resource_id = 'arn:x' WHERE id = 2", { tnt_a: 4, tnt_b: 1 }],
      ["UPDATE assets SET tenant_id = 'tnt_b' WHERE id = 2", { tnt_a: 5, tnt_b: 2 }],
      [`INSERT INTO assets (id, tenant_id, account_id, type, name, region, created_at, resource_id, cloud, account_name, service, category, exposed)
        VALUES (4, 'tnt_c', 1, 'S3 Bucket', 'new', 'us-east-1', 0, 'arn:4', 'aws', 'prod', 's3', 'storage', 0)`, { tnt_a: 5, tnt_b: 2, tnt_c: 0 }],
      ['DELETE FROM assets WHERE id = 3', { tnt_a: 5, tnt_b: 3, tnt_c: 0 }],
    ];
    for (const [statement, after] of steps) {
      sqlite.exec(statement);
      expect(generations(), statement).toEqual(after);
    }
    await db.destroy();
  });
});
