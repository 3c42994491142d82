import { describe, expect, it } from 'vitest';
import { runCardLoader } from '@palisade/sdk/testing';
import { loadOpenIacAlertCount } from './loadOpenIacAlertCount';

describe('loadOpenIacAlertCount', () => {
  it('counts the Open IaC alerts with POST alerts/v1/buildtime/iacalertcount', async () => {
    const { count, requests } = await runCardLoader(loadOpenIacAlertCount, { total: 12 });
    expect(count).toEqual({ value: 12 });
    expect(requests.map((r) => [r.method, new URL(r.url).pathname])).toEqual([['POST', '/bff/api/alerts/v1/buildtime/iacalertcount']]);
    expect(await requests[0]!.json()).toEqual({ filters: { alertStatus: ['Open'] } });
  });
});
