import { describe, expect, it } from 'vitest';
import { textMatches, textSearchFor, trigramsOf } from '../api/assets/textSearch.js';
import { memoryDatabaseAt } from '../../test/support/migratedMemoryDatabase.js';

async function upgraded() {
  const { sqlite, db, migrator } = await memoryDatabaseAt('0050_asset_type_index');
  const asset = sqlite.prepare(`INSERT INTO assets (id, tenant_id, account_id, type, name, region, created_at, resource_id, cloud, account_name, service, category, exposed)
    VALUES (?, ?, 1, 'S3 Bucket', ?, 'us-east-1', 0, ?, 'aws', 'prod', 's3', 'storage', 0)`);
  return { sqlite, db, migrator, asset };
}

describe('0051_asset_search_texts', () => {
  it('keeps each asset\'s name and resource id beside the index, filled on upgrade and kept by the triggers', async () => {
    const { sqlite, db, migrator, asset } = await upgraded();
    asset.run(1, 'tnt_a', 'payments-prod-logs', 'arn:aws:s3:::payments-prod-logs');
    asset.run(2, 'tnt_b', 'ledger', 'arn:aws:s3:::ledger');
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    const texts = () => sqlite.prepare('SELECT key & 1099511627775 AS id, name, resource_id FROM asset_search_texts ORDER BY 1').all();
    expect(texts()).toEqual([{ id: 1, name: 'payments-prod-logs', resource_id: 'arn:aws:s3:::payments-prod-logs' },
      { id: 2, name: 'ledger', resource_id: 'arn:aws:s3:::ledger' }]);
    expect(sqlite.prepare("SELECT count(*) AS n FROM sqlite_master WHERE name = 'asset_search_names'").get()).toEqual({ n: 0 });

    asset.run(3, 'tnt_a', 'web', 'arn:aws:s3:::web');
    sqlite.exec("UPDATE assets SET resource_id = 'arn:aws:s3:::audit' WHERE id = 1");
    sqlite.exec('DELETE FROM assets WHERE id = 2');
    expect(texts()).toEqual([{ id: 1, name: 'payments-prod-logs', resource_id: 'arn:aws:s3:::audit' }, { id: 3, name: 'web', resource_id: 'arn:aws:s3:::web' }]);
    await db.destroy();
  });

  it('finds exactly the assets containing the text, whichever of its trigrams it asks the index for', async () => {
    const { db, migrator, asset } = await upgraded();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    // Every trigram of "abcabc" (abc, bca, cab) is in the first name, but not the text itself.
    asset.run(1, 'tnt_a', 'abca-cabc', 'arn:1');
    asset.run(2, 'tnt_a', 'x-ABCABC-y', 'arn:2');
    asset.run(3, 'tnt_a', 'plain', 'arn:aws:s3:::abcabc');
    // LIKE's wildcards are taken as they are written.
    asset.run(4, 'tnt_a', 'disk_100%', 'arn:4');
    asset.run(5, 'tnt_a', 'disk-1000', 'arn:5');
    // Letters beyond ASCII match as written; ASCII letters in either case.
    asset.run(6, 'tnt_a', 'Überwachung', 'arn:6');
    for (let id = 10; id < 260; id++) asset.run(id, 'tnt_a', `bucket-${id}-abc`, `arn:${id}`);
    const found = async (q: string) => {
      const search = await textSearchFor(db, 'tnt_a', q);
      if (search.kind !== 'trigram') throw new Error(q);
      return (await textMatches('tnt_a', search).execute(db)).rows.map((r) => r.id);
    };
    expect(await found('abcabc')).toEqual([2, 3]);
    expect(await found('_100%')).toEqual([4]);
    expect(await found('k_1')).toEqual([4]);
    expect(await found('Überw')).toEqual([6]);
    expect(await found('überw')).toEqual([]);
    expect(await found('BUCKET-25')).toEqual([25, ...Array.from({ length: 10 }, (_, i) => 250 + i)]);
    await db.destroy();
  });

  it('asks the index for the rarest of the text\'s trigrams in the tenant', async () => {
    const { db, migrator, asset } = await upgraded();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    // "buc", "uck", "cke", "ket" and "et-" are in every name of tnt_a; "-zq" and "zq9" in one; in tnt_b "zq9" is everywhere.
    for (let id = 1; id <= 400; id++) asset.run(id, 'tnt_a', id === 7 ? 'bucket-zq9' : `bucket-${id}`, `arn:${id}`);
    for (let id = 401; id <= 800; id++) asset.run(id, 'tnt_b', `zq9-${id}`, `arn:${id}`);
    const search = await textSearchFor(db, 'tnt_a', 'bucket-zq9');
    expect(search).toEqual({ kind: 'trigram', text: 'bucket-zq9', match: expect.stringMatching(/^(?=.*"-zq")(?=.*"zq9")/) });
    expect(await textSearchFor(db, 'tnt_a', 'bu')).toEqual({ kind: 'like' });
    await db.destroy();
  });
});

describe('trigramsOf', () => {
  it('takes each distinct trigram once, case aside, counting characters rather than UTF-16 units', () => {
    expect(trigramsOf('abcabc')).toEqual(['abc', 'bca', 'cab']);
    expect(trigramsOf('ABCabc')).toEqual(['ABC', 'BCa', 'Cab']);
    expect(trigramsOf('a😀bc')).toEqual(['a😀b', '😀bc']);
    expect(trigramsOf('ab')).toEqual([]);
  });

  it('spreads at most twelve over a long text, first and last kept', () => {
    const picked = trigramsOf('abcdefghijklmnopqrstuvwxyz');
    expect(picked).toHaveLength(12);
    expect(picked[0]).toBe('abc');
    expect(picked.at(-1)).toBe('xyz');
  });
});
