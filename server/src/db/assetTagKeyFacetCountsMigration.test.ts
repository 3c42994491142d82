import { describe, expect, it } from 'vitest';
import { memoryDatabaseAt } from '../../test/support/migratedMemoryDatabase.js';

/** The per-key combination counts, as kept (zero counts left out), by the columns the test varies. */
const KEPT = `SELECT tenant_id, key, region, exposed, critical, sum(n) AS n FROM asset_tag_key_facet_counts GROUP BY 1, 2, 3, 4, 5
  HAVING sum(n) > 0 ORDER BY 1, 2, 3, 4, 5`;
/** The same, recounted from the tags and assets themselves. */
const RECOUNT = `SELECT t.tenant_id, t.key, a.region, a.exposed, CASE WHEN a.open_critical > 0 THEN 1 ELSE 0 END AS critical, count(*) AS n
  FROM asset_tags t JOIN assets a ON a.id = t.asset_id GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`;

describe('0046_asset_tag_key_facet_counts', () => {
  it('counts the tags already there per key, and follows tags and assets as they change, are added and deleted', async () => {
    const { sqlite, db, migrator } = await memoryDatabaseAt('0045_vulnerability_cve_priority_index');
    const asset = sqlite.prepare(`INSERT INTO assets (id, tenant_id, account_id, type, name, region, created_at, resource_id, cloud, account_name, service, category, exposed)
      VALUES (?, ?, 1, 'S3 Bucket', ?, ?, 0, ?, 'aws', 'prod', 's3', 'storage', ?)`);
    asset.run(1, 'tnt_a', 'logs', 'us-east-1', 'arn:1', 0);
    asset.run(2, 'tnt_a', 'web', 'us-east-1', 'arn:2', 0);
    asset.run(3, 'tnt_b', 'other', 'eu-west-1', 'arn:3', 0);
    sqlite.exec(`INSERT INTO asset_tags (tenant_id, asset_id, key, value) VALUES ('tnt_a', 1, 'env', 'prod'), ('tnt_a', 2, 'env', 'qa'),
      ('tnt_a', 2, 'owner', 'web-team'), ('tnt_b', 3, 'env', 'prod')`);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const kept = () => sqlite.prepare(KEPT).all();
    // Two values of env in one combination make one count of two.
    expect(kept()).toEqual([
      { tenant_id: 'tnt_a', key: 'env', region: 'us-east-1', exposed: 0, critical: 0, n: 2 },
      { tenant_id: 'tnt_a', key: 'owner', region: 'us-east-1', exposed: 0, critical: 0, n: 1 },
      { tenant_id: 'tnt_b', key: 'env', region: 'eu-west-1', exposed: 0, critical: 0, n: 1 },
    ]);

    const steps = [
      `UPDATE assets SET region = 'eu-west-1' WHERE id = 1`,
      `UPDATE assets SET open_critical = 2, exposed = 1 WHERE id = 2`,
      `UPDATE asset_tags SET value = 'prod' WHERE asset_id = 2 AND key = 'env'`,
      `INSERT INTO asset_tags (tenant_id, asset_id, key, value) VALUES ('tnt_a', 1, 'owner', 'ops')`,
      `DELETE FROM asset_tags WHERE asset_id = 2 AND key = 'owner'`,
      `DELETE FROM assets WHERE id = 1`,
      `DELETE FROM asset_tags WHERE asset_id = 1`,
    ];
    for (const step of steps) {
      sqlite.exec(step);
      expect(kept(), step).toEqual(sqlite.prepare(RECOUNT).all());
    }
    expect(kept()).toEqual([
      { tenant_id: 'tnt_a', key: 'env', region: 'us-east-1', exposed: 1, critical: 1, n: 1 },
      { tenant_id: 'tnt_b', key: 'env', region: 'eu-west-1', exposed: 0, critical: 0, n: 1 },
    ]);
    await db.destroy();
  });
});
