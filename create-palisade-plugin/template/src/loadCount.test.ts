import { runCardLoader } from '@palisade/sdk/testing';
import { describe, expect, it } from 'vitest';
import { loadCount } from './loadCount';

describe("the __TITLE__ card's figure", () => {
  it('is the total the API answers', async () => {
    const { count, requests } = await runCardLoader(loadCount, { total: 12 });

    expect(count).toEqual({ value: 12 });
    expect(new URL(requests[0]!.url).pathname).toBe('/bff/api/asset/api/v1/dashboard/cloudassetcount');
  });
});
