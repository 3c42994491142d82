import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { idOfKey, type TextSearch, textMatches, textMatchNames, textSearchFor } from '../api/assets/textSearch.js';
import { memoryDatabaseAt } from '../../test/support/migratedMemoryDatabase.js';

describe('0049_asset_search_by_tenant', () => {
  it('indexes the assets already there under their tenants, follows every change, and never hands one tenant another\'s asset', async () => {
    const { sqlite, db, migrator } = await memoryDatabaseAt('0048_vulnerability_cve_rollups');
    const asset = sqlite.prepare(`INSERT INTO assets (id, tenant_id, account_id, type, name, region, created_at, resource_id, cloud, account_name, service, category, exposed)
      VALUES (?, ?, 1, 'S3 Bucket', ?, 'us-east-1', 0, ?, 'aws', 'prod', 's3', 'storage', 0)`);
    asset.run(1, 'tnt_a', 'payments-prod-logs', 'arn:aws:s3:::payments-prod-logs');
    asset.run(2, 'tnt_b', 'payments-prod-logs', 'arn:aws:s3:::payments-prod-logs-b');
    asset.run(3, 'tnt_a', 'web-assets', 'arn:aws:s3:::Payments-Prod-web');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const search = async (tenantId: string, q: string) => {
      const how: TextSearch = await textSearchFor(db, tenantId, q);
      if (how.kind !== 'trigram') throw new Error(`${q}: not searched in the trigram index`);
      return how;
    };
    const found = async (tenantId: string, q: string) => (await textMatches(tenantId, await search(tenantId, q)).execute(db)).rows.map((r) => r.id);

    // The name or the resource id, case aside; the other tenant's asset of the same name is not among them.
    expect(await found('tnt_a', 'payments-prod')).toEqual([1, 3]);
    expect(await found('tnt_b', 'payments-prod')).toEqual([2]);
    // The text, not its trigrams in any order: "prod-payments" is contained in neither.
    expect(await found('tnt_a', 'prod-payments')).toEqual([]);
    expect(await found('tnt_c', 'payments-prod')).toEqual([]);

    asset.run(4, 'tnt_c', 'ledger-payments-prod', 'arn:aws:s3:::ledger');
    sqlite.exec(`UPDATE assets SET name = 'billing-web' WHERE id = 1`);
    sqlite.exec(`UPDATE assets SET resource_id = 'arn:aws:s3:::web' WHERE id = 3`);
    expect(await found('tnt_a', 'payments-prod')).toEqual([1]);
    expect(await found('tnt_a', 'billing')).toEqual([1]);
    // Beside the index, each entry's asset name as it is now.
    const named = sql`SELECT ${idOfKey(sql`e.key`)} AS id, e.name FROM (${textMatchNames('tnt_a', await search('tnt_a', 'arn:aws:s3'), 10)}) AS e ORDER BY 1`;
    expect((await named.execute(db)).rows).toEqual([{ id: 1, name: 'billing-web' }, { id: 3, name: 'web-assets' }]);
    expect(await found('tnt_c', 'payments-prod')).toEqual([4]);

    sqlite.exec(`UPDATE assets SET tenant_id = 'tnt_b' WHERE id = 1`);
    expect(await found('tnt_a', 'payments-prod')).toEqual([]);
    expect(await found('tnt_b', 'payments-prod')).toEqual([1, 2]);
    sqlite.exec('DELETE FROM assets WHERE id = 2');
    expect(await found('tnt_b', 'payments-prod')).toEqual([1]);
    expect(await found('tnt_b', 'logs-b')).toEqual([]);
    expect(await found('tnt_b', 'logs')).toEqual([1]);

    // An id that would spill into the tenant's key is refused, and nothing of it is kept.
    expect(() => asset.run(2 ** 40, 'tnt_a', 'payments-prod-far', 'arn:far')).toThrow("asset id 1099511627776 is beyond the search index's 40 bits");
    expect(await found('tnt_b', 'payments-prod-far')).toEqual([]);
    expect(sqlite.prepare('SELECT key & 1099511627775 AS id, name, resource_id FROM asset_search_texts ORDER BY 1').all()).toEqual([
      { id: 1, name: 'billing-web', resource_id: 'arn:aws:s3:::payments-prod-logs' }, { id: 3, name: 'web-assets', resource_id: 'arn:aws:s3:::web' },
      { id: 4, name: 'ledger-payments-prod', resource_id: 'arn:aws:s3:::ledger' }]);
    sqlite.exec("INSERT INTO asset_search (asset_search, rank) VALUES ('integrity-check', 1)");
    await db.destroy();
  });
});
