import { describe, expect, it } from 'vitest';
import { memoryDatabaseAt } from '../../test/support/migratedMemoryDatabase.js';

/** The per-tag combination counts, recounted from the tags and assets themselves (zero counts left out). */
const RECOUNT = `SELECT t.tenant_id, t.key, t.value, a.region, a.exposed, CASE WHEN a.open_critical > 0 THEN 1 ELSE 0 END AS critical, count(*) AS n
  FROM asset_tags t JOIN assets a ON a.id = t.asset_id GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6`;
const KEPT = `SELECT tenant_id, key, value, region, exposed, critical, sum(n) AS n FROM asset_tag_facet_counts GROUP BY 1, 2, 3, 4, 5, 6
  HAVING sum(n) > 0 ORDER BY 1, 2, 3, 4, 5, 6`;

describe('0023_asset_tag_facet_counts', () => {
  it('counts the tags already there, and keeps the counts as tags and assets change, are added and deleted', async () => {
    const { sqlite, db, migrator } = await memoryDatabaseAt('0022_vulnerability_findings');
    const asset = sqlite.prepare(`INSERT INTO assets (id, tenant_id, account_id, type, name, region, created_at, resource_id, cloud, account_name, service, category, exposed)
      VALUES (?, ?, 1, 'S3 Bucket', ?, ?, 0, ?, 'aws', 'prod', 's3', 'storage', ?)`);
    asset.run(1, 'tnt_a', 'logs', 'us-east-1', 'arn:1', 0);
    asset.run(2, 'tnt_a', 'web', 'us-east-1', 'arn:2', 1);
    asset.run(3, 'tnt_b', 'other', 'eu-west-1', 'arn:3', 0);
    sqlite.exec(`INSERT INTO asset_tags (tenant_id, asset_id, key, value) VALUES ('tnt_a', 1, 'env', 'prod'), ('tnt_a', 2, 'env', 'prod'),
      ('tnt_a', 2, 'owner', 'web-team'), ('tnt_b', 3, 'env', 'prod')`);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const kept = () => sqlite.prepare(KEPT).all();
    expect(kept()).toEqual([
      { tenant_id: 'tnt_a', key: 'env', value: 'prod', region: 'us-east-1', exposed: 0, critical: 0, n: 1 },
      { tenant_id: 'tnt_a', key: 'env', value: 'prod', region: 'us-east-1', exposed: 1, critical: 0, n: 1 },
      { tenant_id: 'tnt_a', key: 'owner', value: 'web-team', region: 'us-east-1', exposed: 1, critical: 0, n: 1 },
      { tenant_id: 'tnt_b', key: 'env', value: 'prod', region: 'eu-west-1', exposed: 0, critical: 0, n: 1 },
    ]);

    const steps = [
      `UPDATE assets SET region = 'eu-west-1' WHERE id = 1`,
      `UPDATE assets SET open_critical = 2 WHERE id = 2`,
      `UPDATE asset_tags SET value = 'qa' WHERE asset_id = 2 AND key = 'env'`,
      `INSERT INTO asset_tags (tenant_id, asset_id, key, value) VALUES ('tnt_a', 1, 'owner', 'ops')`,
      `INSERT INTO assets (id, tenant_id, account_id, type, name, region, created_at, resource_id, cloud, account_name, service, category)
        VALUES (4, 'tnt_a', 1, 'S3 Bucket', 'new', 'us-west-2', 0, 'arn:4', 'aws', 'prod', 's3', 'storage')`,
      `INSERT INTO asset_tags (tenant_id, asset_id, key, value) VALUES ('tnt_a', 4, 'env', 'prod')`,
      `DELETE FROM asset_tags WHERE asset_id = 2 AND key = 'owner'`,
      // An asset deleted before its tags (as an account's removal does), then its tags.
      `DELETE FROM assets WHERE id = 1`,
      `DELETE FROM asset_tags WHERE asset_id = 1`,
      `UPDATE assets SET open_critical = 0, exposed = 0 WHERE id = 2`,
    ];
    for (const step of steps) {
      sqlite.exec(step);
      expect(kept(), step).toEqual(sqlite.prepare(RECOUNT).all());
    }
    expect(kept()).toEqual([
      { tenant_id: 'tnt_a', key: 'env', value: 'prod', region: 'us-west-2', exposed: 0, critical: 0, n: 1 },
      { tenant_id: 'tnt_a', key: 'env', value: 'qa', region: 'us-east-1', exposed: 0, critical: 0, n: 1 },
      { tenant_id: 'tnt_b', key: 'env', value: 'prod', region: 'eu-west-1', exposed: 0, critical: 0, n: 1 },
    ]);
    await db.destroy();
  });
});
