import { describe, expect, it } from 'vitest';
import { runCardLoader } from '@palisade/sdk/testing';
import { loadAssetCount } from './loadAssetCount';

describe('loadAssetCount', () => {
  it('reads the total of GET asset/api/v1/dashboard/cloudassetcount', async () => {
    const { count, requests } = await runCardLoader(loadAssetCount, { total: 1307 });
    expect(count).toEqual({ value: 1307 });
    expect(requests.map((r) => [r.method, new URL(r.url).pathname])).toEqual([['GET', '/bff/api/asset/api/v1/dashboard/cloudassetcount']]);
  });

  it('rejects an answer without a total, so the card shows --', async () => {
    await expect(runCardLoader(loadAssetCount, { count: 1307 })).rejects.toThrow(/total/);
  });
});
