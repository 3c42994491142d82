import { describe, expect, it } from 'vitest';
import { checkVcsBaseUrl } from './vcsBaseUrl.js';

const dns = (addresses: Record<string, string[]>) => async (host: string) => addresses[host] ?? [];

describe('checkVcsBaseUrl', () => {
  const resolve = dns({ 'github.example.com': ['140.82.112.3'], 'git.internal.example': ['10.0.4.7'], 'rebind.example': ['140.82.112.4', '127.0.0.1'] });

  it('no address: the stand-in, as the demo data has', async () => {
    expect(await checkVcsBaseUrl(undefined, false, resolve)).toEqual({ kind: 'standIn' });
    expect(await checkVcsBaseUrl('  ', false, resolve)).toEqual({ kind: 'standIn' });
  });

  it('a public https address is kept, without its trailing slash', async () => {
    expect(await checkVcsBaseUrl('https://github.example.com/api/v3/', false, resolve)).toEqual({ kind: 'named', url: 'https://github.example.com/api/v3' });
  });

  it('refuses http, credentials, a query and what is not a URL, saying why', async () => {
    expect(await checkVcsBaseUrl('http://github.example.com/api/v3', false, resolve)).toEqual({ kind: 'refused', reason: 'The API address must use https, not http' });
    expect(await checkVcsBaseUrl('https://me:pw@github.example.com', false, resolve))
      .toEqual({ kind: 'refused', reason: 'The API address must not carry a user name or password: the token signs in' });
    expect(await checkVcsBaseUrl('https://github.example.com/?x=1', false, resolve)).toEqual({ kind: 'refused', reason: 'The API address must not have a query or fragment' });
    expect(await checkVcsBaseUrl('github.example.com', false, resolve))
      .toEqual({ kind: 'refused', reason: 'github.example.com is not a URL: give the API address, such as https://github.example.com/api/v3' });
  });

  it('refuses loopback, private and link-local addresses, also behind a name', async () => {
    expect(await checkVcsBaseUrl('https://127.0.0.1:8443/', false, resolve)).toMatchObject({ kind: 'refused', reason: expect.stringContaining('internal address (127.0.0.1, loopback)') });
    expect(await checkVcsBaseUrl('https://169.254.169.254/latest', false, resolve)).toMatchObject({ kind: 'refused', reason: expect.stringContaining('linkLocal') });
    expect(await checkVcsBaseUrl('https://git.internal.example/', false, resolve)).toMatchObject({ kind: 'refused', reason: expect.stringContaining('10.0.4.7, private') });
    expect(await checkVcsBaseUrl('https://rebind.example/', false, resolve)).toMatchObject({ kind: 'refused', reason: expect.stringContaining('127.0.0.1') });
    expect(await checkVcsBaseUrl('https://[::1]/', false, resolve)).toMatchObject({ kind: 'refused' });
  });

  it('lets internal addresses through only where internal targets are allowed', async () => {
    expect(await checkVcsBaseUrl('https://git.internal.example/', true, resolve)).toEqual({ kind: 'named', url: 'https://git.internal.example' });
  });
});
