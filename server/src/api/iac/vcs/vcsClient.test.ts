import { afterEach, describe, expect, it } from 'vitest';
import { localListeners, rebinding } from '../../../../test/support/localListener.js';
import { guardedFetch } from '../../../http/guardedFetch.js';
import { checkVcsBaseUrl } from './vcsBaseUrl.js';
import { probeVcs } from './vcsClient.js';

const { listen, closeAll } = localListeners();
afterEach(closeAll);

describe('a VCS connection test against a named API address', () => {
  it('refuses a host that resolves to a public address at the check and to 127.0.0.1 as the call connects; the token goes nowhere', async () => {
    const local = await listen();
    const resolve = rebinding('140.82.112.3', '127.0.0.1');
    const checked = await checkVcsBaseUrl(`https://rebind.example:${local.port}/api/v3`, false, resolve);
    expect(checked).toEqual({ kind: 'named', url: `https://rebind.example:${local.port}/api/v3` });
    expect(await probeVcs('github', checked.kind === 'named' ? checked.url : '', 'ghp_x', { fetch: guardedFetch(false, resolve) })).toEqual({
      kind: 'refused', reason: 'GitHub could not be reached: rebind.example is an internal address (127.0.0.1, loopback); the server does not send there' });
    expect(local.connections()).toBe(0);
  });

  it('does not follow a redirect, so the token is not handed on', async () => {
    const elsewhere = await listen();
    const service = await listen(() => ({ status: 301, headers: { location: `http://127.0.0.1:${elsewhere.port}/user` } }));
    expect(await probeVcs('gitlab', `http://127.0.0.1:${service.port}`, 'glpat-x')).toMatchObject({ kind: 'refused', reason: expect.stringMatching(/^GitLab could not be reached: /) });
    expect([service.requests(), elsewhere.connections()]).toEqual([1, 0]);
  });
});
