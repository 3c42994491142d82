import { describe, expect, it } from 'vitest';
import { memoryDatabaseAt } from '../../test/support/migratedMemoryDatabase.js';

describe('0016_cloud_assets on a database with assets and alerts', () => {
  it('fills the new columns, links cloud alerts to their asset, counts open alerts and keeps the counts from then on', async () => {
    const { sqlite, db, migrator } = await memoryDatabaseAt('0015_shared_state');
    sqlite.exec(`INSERT INTO cloud_accounts (id, tenant_id, provider, name, external_id, created_at) VALUES (1, 'tnt_a', 'aws', 'prod', '123456789012', 0);
      INSERT INTO assets (id, tenant_id, account_id, type, name, region, created_at) VALUES (1, 'tnt_a', 1, 'S3 Bucket', 'logs', 'us-east-1', 1000),
        (2, 'tnt_a', 1, 'S3 Bucket', 'web', 'us-east-1', 2000);`);
    const alert = sqlite.prepare(`INSERT INTO alerts (tenant_id, account_id, kind, severity, severity_rank, status, title, rule_id, resource, created_at, ref)
      VALUES ('tnt_a', 1, ?, ?, ?, ?, 't', 'r', ?, 0, ?)`);
    alert.run('cloud', 'Critical', 4, 'Open', 'logs', 'A1');
    alert.run('cloud', 'High', 3, 'Open', 'logs', 'A2');
    alert.run('cloud', 'High', 3, 'Resolved', 'logs', 'A3');
    alert.run('iac', 'Critical', 4, 'Open', 'logs', 'A4');
    alert.run('cloud', 'Low', 1, 'Open', 'elsewhere', 'A5');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    const assets = () => sqlite.prepare(`SELECT id, resource_id, cloud, account_name, last_seen, open_critical, open_high, open_medium, open_low FROM assets ORDER BY id`).all();
    expect(assets()).toEqual([
      { id: 1, resource_id: 'logs', cloud: 'aws', account_name: 'prod', last_seen: 1000, open_critical: 1, open_high: 1, open_medium: 0, open_low: 0 },
      { id: 2, resource_id: 'web', cloud: 'aws', account_name: 'prod', last_seen: 2000, open_critical: 0, open_high: 0, open_medium: 0, open_low: 0 },
    ]);
    expect(sqlite.prepare(`SELECT ref, asset_id FROM alerts ORDER BY ref`).all()).toEqual([
      { ref: 'A1', asset_id: 1 }, { ref: 'A2', asset_id: 1 }, { ref: 'A3', asset_id: 1 }, { ref: 'A4', asset_id: null }, { ref: 'A5', asset_id: null },
    ]);
    const facets = () => sqlite.prepare(`SELECT critical, sum(n) AS n FROM asset_facet_counts GROUP BY critical HAVING sum(n) > 0 ORDER BY critical`).all();
    expect(facets()).toEqual([{ critical: 0, n: 1 }, { critical: 1, n: 1 }]);

    // From here the triggers keep both: the critical alert resolved, the resolved one reopened, a new asset added.
    sqlite.exec(`UPDATE alerts SET status = 'Resolved' WHERE ref = 'A1'; UPDATE alerts SET status = 'Open' WHERE ref = 'A3';
      INSERT INTO assets (tenant_id, account_id, type, name, region, created_at, resource_id, cloud, account_name, service, category, last_seen)
        VALUES ('tnt_a', 1, 'S3 Bucket', 'new', 'us-east-1', 3000, 'arn:aws:s3:::new', 'aws', 'prod', 's3', 'storage', 3000);
      INSERT INTO alerts (tenant_id, account_id, kind, severity, severity_rank, status, title, rule_id, resource, created_at, ref, asset_id)
        VALUES ('tnt_a', 1, 'cloud', 'Medium', 2, 'Open', 't', 'r', 'arn:aws:s3:::new', 0, 'A6', 3);
      DELETE FROM alerts WHERE ref = 'A2';`);
    expect(assets().map((a: any) => [a.id, a.open_critical, a.open_high, a.open_medium])).toEqual([[1, 0, 1, 0], [2, 0, 0, 0], [3, 0, 0, 1]]);
    expect(facets()).toEqual([{ critical: 0, n: 3 }]);
    await db.destroy();
  });
});
