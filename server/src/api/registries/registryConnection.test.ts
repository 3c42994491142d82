import { afterEach, describe, expect, it } from 'vitest';
import { localListeners, rebinding } from '../../../test/support/localListener.js';
import { probeRegistry } from './registryClient.js';
import type { RegistryConfig } from './registryConnection.js';
import { testRegistry } from './registryConnection.js';

const generic = (url: string): RegistryConfig => ({ kind: 'generic', name: 'Mine', url, username: '', password: '', token: '' });
const { listen, closeAll } = localListeners();
afterEach(closeAll);

describe('a registry test against an address the user named', () => {
  it('refuses a host that resolves to a public address at the check and to 127.0.0.1 as the call connects, on the address field', async () => {
    const local = await listen();
    const outcome = await testRegistry(null, 'http://127.0.0.1:1/cloud-api', generic(`http://rebind.example:${local.port}`), rebinding('52.94.0.10', '127.0.0.1'));
    expect(outcome).toEqual({ ok: false, field: 'url', code: 'InternalAddress',
      message: 'The registry address rebind.example is an internal address (127.0.0.1, loopback); the server does not send there' });
    expect(local.connections()).toBe(0);
  });

  it('does not follow a redirect: it says where the registry redirects to, and nothing is sent there', async () => {
    const elsewhere = await listen();
    const registry = await listen(() => ({ status: 302, headers: { location: `http://127.0.0.1:${elsewhere.port}/v2/` } }));
    expect(await probeRegistry(`http://127.0.0.1:${registry.port}`, { kind: 'anonymous' })).toEqual({ ok: false, field: 'url', code: 'Redirected',
      message: `The registry redirects to http://127.0.0.1:${elsewhere.port}/v2/: enter the address it redirects to` });
    expect(elsewhere.connections()).toBe(0);
  });
});
