import { describe, expect, it } from 'vitest';
import type { CardCountRequest } from '../extensions/kinds/dashboardCard';
import { runCardLoader } from '../testing/runCardLoader';
import { cardCountLoader } from './cardCountLoader';

describe('cardCountLoader', () => {
  it('gives one card the same loader every time, so its figure is one cache entry', () => {
    const count: CardCountRequest = { path: 'commondashboard/v1/totalThreats' };
    expect(cardCountLoader({ count })).toBe(cardCountLoader({ count }));
    const loadCount = async () => ({ value: 1 });
    expect(cardCountLoader({ loadCount })).toBe(loadCount);
  });

  it('reads the declared field and unit of the declared call', async () => {
    const { count, requests } = await runCardLoader({ count: { path: 'cost/v1/summary', method: 'POST', json: { period: 'month' }, field: 'percent', unit: '%' } }, { percent: 42, total: 9 });
    expect(count).toEqual({ value: 42, unit: '%' });
    expect(requests.map((r) => [r.method, new URL(r.url).pathname])).toEqual([['POST', '/bff/api/cost/v1/summary']]);
    expect(await requests[0]!.json()).toEqual({ period: 'month' });
  });

  it('fails a card that declares no way to load its figure, naming both ways', async () => {
    await expect(runCardLoader({}, { total: 1 })).rejects.toThrow('the card declares neither "count" nor "loadCount"');
  });
});
