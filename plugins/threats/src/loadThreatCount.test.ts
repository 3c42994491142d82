import { describe, expect, it } from 'vitest';
import { runCardLoader } from '@palisade/sdk/testing';
import { loadThreatCount } from './loadThreatCount';

describe('loadThreatCount', () => {
  it('reads the total of GET commondashboard/v1/totalThreats', async () => {
    const { count, requests } = await runCardLoader(loadThreatCount, { total: 4821 });
    expect(count).toEqual({ value: 4821 });
    expect(requests.map((r) => [r.method, new URL(r.url).pathname])).toEqual([['GET', '/bff/api/commondashboard/v1/totalThreats']]);
  });

  it('rejects an answer without a total, so the card shows --', async () => {
    await expect(runCardLoader(loadThreatCount, { count: 4821 })).rejects.toThrow(/total/);
  });
});
