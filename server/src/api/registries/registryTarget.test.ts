import { describe, expect, it } from 'vitest';
import type { RegistryConfig } from './registryConnection.js';
import { registryTarget } from './registryTarget.js';

const standIn = { base: 'http://127.0.0.1:8080/cloud-api/registry', hosts: new Set(['registry-1.docker.io', 'registry.example.test']) };
const resolvesTo = (...addresses: string[]) => async () => addresses;
const generic = (url: string): RegistryConfig => ({ kind: 'generic', name: 'Mine', url, username: '', password: '', token: '' });
const hub: RegistryConfig = { kind: 'dockerhub', name: 'Hub', username: 'palisadedemo', accessToken: 't' };
const ecr: RegistryConfig = { kind: 'ecr', name: 'ECR', accountId: '123456789012', region: 'eu-west-1', auth: 'keys', roleArn: '', accessKeyId: '', secretAccessKey: '' };

describe('the address a registry test calls', () => {
  it('calls the address the user gave when the stand-in does not serve its host, once it resolves to public addresses only', async () => {
    expect(await registryTarget(generic('https://registry.acme.example/v2-mirror/'), 'registry.acme.example', standIn, resolvesTo('52.94.0.10', '2600:1f18::10')))
      .toEqual({ ok: true, base: 'https://registry.acme.example/v2-mirror', standIn: false });
  });

  it('sends the demo data\'s registries to the stand-in, and only while it runs; otherwise the kind\'s real HTTPS endpoint', async () => {
    expect(await registryTarget(hub, 'registry-1.docker.io', standIn, resolvesTo('10.0.0.1')))
      .toEqual({ ok: true, base: 'http://127.0.0.1:8080/cloud-api/registry/registry-1.docker.io', standIn: true });
    expect(await registryTarget(hub, 'registry-1.docker.io', null, resolvesTo('44.205.64.79'))).toEqual({ ok: true, base: 'https://registry-1.docker.io', standIn: false });
    expect(await registryTarget(ecr, '123456789012.dkr.ecr.eu-west-1.amazonaws.com', null, resolvesTo('52.94.0.11')))
      .toEqual({ ok: true, base: 'https://123456789012.dkr.ecr.eu-west-1.amazonaws.com', standIn: false });
  });

  it('refuses a host that resolves to any internal address, on the field that names it', async () => {
    expect(await registryTarget(generic('https://mirror.acme.example'), 'mirror.acme.example', standIn, resolvesTo('52.94.0.10', '192.168.1.20'))).toEqual({
      ok: false, field: 'url', code: 'InternalAddress',
      message: 'The registry address mirror.acme.example is an internal address (192.168.1.20, private); the server does not send there',
    });
    expect(await registryTarget(ecr, '123456789012.dkr.ecr.eu-west-1.amazonaws.com', null, resolvesTo('169.254.169.254'))).toMatchObject({ ok: false, field: 'accountId', code: 'InternalAddress' });
    expect(await registryTarget(hub, 'registry-1.docker.io', null, async () => { throw new Error('ENOTFOUND'); })).toEqual({
      ok: false, field: 'username', code: 'UnresolvedHost', message: 'registry-1.docker.io could not be resolved: no registry answers at https://registry-1.docker.io',
    });
  });
});
