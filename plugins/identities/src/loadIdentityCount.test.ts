import { describe, expect, it } from 'vitest';
import { runCardLoader } from '@palisade/sdk/testing';
import { loadIdentityCount } from './loadIdentityCount';

describe('loadIdentityCount', () => {
  it('reads the total of GET commondashboard/v1/totalIdentities', async () => {
    const { count, requests } = await runCardLoader(loadIdentityCount, { total: 268 });
    expect(count).toEqual({ value: 268 });
    expect(requests.map((r) => [r.method, new URL(r.url).pathname])).toEqual([['GET', '/bff/api/commondashboard/v1/totalIdentities']]);
  });

  it('rejects an answer without a total, so the card shows --', async () => {
    await expect(runCardLoader(loadIdentityCount, { count: 268 })).rejects.toThrow(/total/);
  });

  it('rejects a total that is not a number, so the card shows -- rather than the text', async () => {
    await expect(runCardLoader(loadIdentityCount, { total: '268' })).rejects.toThrow(/total/);
  });
});
