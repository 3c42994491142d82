import { describe, expect, it } from 'vitest';
import { memoryDatabaseAt } from '../../test/support/migratedMemoryDatabase.js';

const DAY = 86_400_000;
/** The dashboard counts as kept, zero counts left out. */
const KEPT = `SELECT tenant_id, created_day, cloud, exposed, highest, n FROM asset_dashboard_counts WHERE n <> 0
  ORDER BY tenant_id, created_day, cloud, exposed, highest`;
/** The same, recounted from the assets themselves. */
const RECOUNT = `SELECT tenant_id, created_at / ${DAY} AS created_day, cloud, exposed, CASE WHEN open_critical > 0 THEN 4 WHEN open_high > 0 THEN 3
  WHEN open_medium > 0 THEN 2 WHEN open_low > 0 THEN 1 ELSE 0 END AS highest, count(*) AS n FROM assets GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`;

describe('0055_asset_dashboard_counts', () => {
  it('counts the assets already there, and follows them as they are added, changed, alerted on and deleted', async () => {
    const { sqlite, db, migrator } = await memoryDatabaseAt('0054_identity_creep_index');
    const asset = sqlite.prepare(`INSERT INTO assets (id, tenant_id, account_id, type, name, region, created_at, resource_id, cloud, account_name, service, category,
      exposed, open_critical, open_high, open_medium, open_low) VALUES (?, ?, 1, 'S3 Bucket', ?, 'us-east-1', ?, ?, ?, 'prod', 's3', 'storage', ?, ?, ?, 0, ?)`);
    asset.run(1, 'tnt_a', 'logs', 10 * DAY + 5, 'arn:1', 'aws', 1, 2, 0, 0);
    asset.run(2, 'tnt_a', 'web', 10 * DAY + 7, 'arn:2', 'aws', 1, 0, 1, 3);
    asset.run(3, 'tnt_a', 'db', 11 * DAY - 1, 'arn:3', 'aws', 0, 0, 0, 0);
    asset.run(4, 'tnt_b', 'other', 10 * DAY, 'arn:4', 'azure', 0, 0, 0, 1);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const kept = () => sqlite.prepare(KEPT).all();
    expect(kept()).toEqual([
      { tenant_id: 'tnt_a', created_day: 10, cloud: 'aws', exposed: 0, highest: 0, n: 1 },
      { tenant_id: 'tnt_a', created_day: 10, cloud: 'aws', exposed: 1, highest: 3, n: 1 },
      { tenant_id: 'tnt_a', created_day: 10, cloud: 'aws', exposed: 1, highest: 4, n: 1 },
      { tenant_id: 'tnt_b', created_day: 10, cloud: 'azure', exposed: 0, highest: 1, n: 1 },
    ]);

    const steps = [
      `UPDATE assets SET open_high = 0 WHERE id = 2`,
      `UPDATE assets SET open_low = 4 WHERE id = 2`,
      `UPDATE assets SET open_medium = 1, exposed = 1 WHERE id = 3`,
      `UPDATE assets SET created_at = ${12 * DAY} WHERE id = 1`,
      `UPDATE assets SET cloud = 'gcp', name = 'renamed' WHERE id = 2`,
      `UPDATE assets SET tenant_id = 'tnt_b' WHERE id = 3`,
      `INSERT INTO assets (id, tenant_id, account_id, type, name, region, created_at, resource_id, cloud, account_name, service, category, exposed)
        VALUES (5, 'tnt_a', 1, 'S3 Bucket', 'new', 'us-east-1', ${12 * DAY + 1}, 'arn:5', 'aws', 'prod', 's3', 'storage', 0)`,
      `DELETE FROM assets WHERE id = 4`,
    ];
    for (const step of steps) {
      sqlite.exec(step);
      expect(kept(), step).toEqual(sqlite.prepare(RECOUNT).all());
    }
    expect(kept()).toEqual([
      { tenant_id: 'tnt_a', created_day: 10, cloud: 'gcp', exposed: 1, highest: 1, n: 1 },
      { tenant_id: 'tnt_a', created_day: 12, cloud: 'aws', exposed: 0, highest: 0, n: 1 },
      { tenant_id: 'tnt_a', created_day: 12, cloud: 'aws', exposed: 1, highest: 4, n: 1 },
      { tenant_id: 'tnt_b', created_day: 10, cloud: 'aws', exposed: 1, highest: 2, n: 1 },
    ]);
    await db.destroy();
  });
});
