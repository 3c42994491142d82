import { describe, expect, it } from 'vitest';
import { runCardLoader } from '@palisade/sdk/testing';
import plugin from './plugin';

const card = plugin.extensions.flatMap((e) => (e.type === 'console.dashboard/card' ? [e.properties] : []))[0]!;

describe('the dashboard card', () => {
  it('reads the total of POST compliance/v1/benchmark/getComplianceScore', async () => {
    const { count, requests } = await runCardLoader(card, { total: 87 });
    expect(count).toEqual({ value: 87, unit: '%' });
    expect(requests.map((r) => [r.method, new URL(r.url).pathname])).toEqual([['POST', '/bff/api/compliance/v1/benchmark/getComplianceScore']]);
    expect(await requests[0]!.json()).toEqual({ benchmarkId: 'ZBP' });
  });

  it('rejects an answer without a numeric total, so the card shows --', async () => {
    await expect(runCardLoader(card, { count: 87 })).rejects.toThrow('the response has no numeric "total" field');
    await expect(runCardLoader(card, { total: '87' })).rejects.toThrow('the response has no numeric "total" field');
  });
});
