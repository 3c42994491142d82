import { describe, expect, it } from 'vitest';
import { runCardLoader } from '@palisade/sdk/testing';
import plugin from './plugin';

const card = plugin.extensions.flatMap((e) => (e.type === 'console.dashboard/card' ? [e.properties] : []))[0]!;

describe('the dashboard card', () => {
  it('reads the total of POST alerts/v1/buildtime/iacalertcount', async () => {
    const { count, requests } = await runCardLoader(card, { total: 12 });
    expect(count).toEqual({ value: 12 });
    expect(requests.map((r) => [r.method, new URL(r.url).pathname])).toEqual([['POST', '/bff/api/alerts/v1/buildtime/iacalertcount']]);
    expect(await requests[0]!.json()).toEqual({ filters: { alertStatus: ['Open'] } });
  });

  it('rejects an answer without a numeric total, so the card shows --', async () => {
    await expect(runCardLoader(card, { count: 12 })).rejects.toThrow('the response has no numeric "total" field');
    await expect(runCardLoader(card, { total: '12' })).rejects.toThrow('the response has no numeric "total" field');
  });
});
