import { describe, expect, it } from 'vitest';
import { runCardLoader } from '@palisade/sdk/testing';
import plugin from './plugin';

const card = plugin.extensions.flatMap((e) => (e.type === 'console.dashboard/card' ? [e.properties] : []))[0]!;

describe('the dashboard card', () => {
  it('reads the total of GET commondashboard/v1/totalIdentities', async () => {
    const { count, requests } = await runCardLoader(card, { total: 268 });
    expect(count).toEqual({ value: 268 });
    expect(requests.map((r) => [r.method, new URL(r.url).pathname])).toEqual([['GET', '/bff/api/commondashboard/v1/totalIdentities']]);
  });

  it('rejects an answer without a numeric total, so the card shows --', async () => {
    await expect(runCardLoader(card, { count: 268 })).rejects.toThrow('the response has no numeric "total" field');
    await expect(runCardLoader(card, { total: '268' })).rejects.toThrow('the response has no numeric "total" field');
  });
});
