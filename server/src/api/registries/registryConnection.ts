import type { RegistryRequest } from '@palisade/contracts/registries';
import { assumeRole } from '../../cloudApi/awsClient.js';
import { AWS_DEMO_KEYS, PLATFORM_ACCESS_KEY } from '../../cloudApi/demoCloud.js';
import { DOCKER_HUB_HOST, ecrHost } from '../../cloudApi/demoRegistries.js';
import { guardedFetch } from '../../http/guardedFetch.js';
import type { HostLookup } from '../../http/outboundTarget.js';
import { probeRegistry, type RegistryCredentials, type RegistryOutcome } from './registryClient.js';
import { ADDRESS_FIELD, registryTarget, type RegistryStandIn } from './registryTarget.js';

/** A registry's settings (no secrets) with its opened secrets; an ECR role's external id is the one the server generated. */
export type RegistryConfig = RegistryRequest & { externalId?: string };

/** The registry's host, as images are named (`<host>/<repository>:<tag>`). */
export function registryHost(config: RegistryConfig): string {
  switch (config.kind) {
    case 'ecr': return ecrHost(config.accountId, config.region);
    case 'acr': return config.loginServer;
    case 'dockerhub': return DOCKER_HUB_HOST;
    case 'generic': return new URL(config.url).host;
  }
}

/**
 * Tests the registry over the Docker Registry HTTP API v2 at its address (`registryTarget`: the user's address, or the
 * stand-in for the demo data's registries; internal addresses refused, also when the host answers differently as the
 * call connects); ECR through a role first assumes it at AWS.
 */
export async function testRegistry(standIn: RegistryStandIn | null, cloudBase: string, config: RegistryConfig, lookup?: HostLookup): Promise<RegistryOutcome> {
  const target = await registryTarget(config, registryHost(config), standIn, lookup);
  if (!target.ok) return target;
  const base = target.base;
  let credentials: RegistryCredentials;
  if (config.kind === 'ecr' && config.auth === 'role') {
    const platform = { accessKeyId: PLATFORM_ACCESS_KEY, secretAccessKey: AWS_DEMO_KEYS[PLATFORM_ACCESS_KEY]!.secret };
    const session = await assumeRole(`${cloudBase}/aws`, platform, config.roleArn, config.externalId ?? '').catch((error: Error) => ({ ok: false as const, code: 'CloudUnreachable', message: error.message }));
    if (!session.ok) return { ok: false, field: 'roleArn', code: session.code, message: session.message };
    credentials = { kind: 'basic', user: session.value.accessKeyId, secret: session.value.secretAccessKey, field: 'roleArn',
      headers: session.value.sessionToken ? { 'x-amz-security-token': session.value.sessionToken } : {} };
  } else if (config.kind === 'ecr') credentials = { kind: 'basic', user: config.accessKeyId, secret: config.secretAccessKey, field: 'secretAccessKey' };
  else if (config.kind === 'acr') credentials = { kind: 'basic', user: config.clientId, secret: config.clientSecret, field: 'clientSecret' };
  else if (config.kind === 'dockerhub') credentials = { kind: 'basic', user: config.username, secret: config.accessToken, field: 'accessToken' };
  else if (config.token) credentials = { kind: 'token', token: config.token, field: 'token' };
  else if (config.username) credentials = { kind: 'basic', user: config.username, secret: config.password, field: 'password' };
  else credentials = { kind: 'anonymous' };
  const outcome = await probeRegistry(base, credentials, target.standIn ? fetch : guardedFetch(false, lookup));
  return !outcome.ok && outcome.code === 'InternalAddress' ? { ...outcome, field: ADDRESS_FIELD[config.kind] } : outcome;
}
