import { assertOutboundTarget, type HostLookup, OutboundTargetError } from '../../http/outboundTarget.js';
import type { RegistryConfig } from './registryConnection.js';

/** Where a registry's test goes: a URL to call, or why the server will not call the address. */
export type RegistryTarget = { ok: true; base: string; standIn: boolean } | { ok: false; field: string; code: 'InternalAddress' | 'UnresolvedHost'; message: string };

/** The server's own stand-in registries: its base (`…/cloud-api/registry`) and the hosts it serves (the demo data's registries). */
export interface RegistryStandIn { base: string; hosts: ReadonlySet<string> }

/** The field the user names the address with, so a refusal shows beside it. */
export const ADDRESS_FIELD = { ecr: 'accountId', acr: 'loginServer', dockerhub: 'username', generic: 'url' } as const;

/** The registry's own address: the URL the user gave (generic), or the HTTPS endpoint its kind and fields name. */
export function registryAddress(config: RegistryConfig, host: string): string {
  return config.kind === 'generic' ? config.url.replace(/\/+$/, '') : `https://${host}`;
}

/**
 * The registry's address, checked before any call: a host the built-in stand-in serves goes to the stand-in (when it
 * runs: the demo), every other address is called as given, and only when none of the addresses its host resolves to is
 * loopback, private, link-local (cloud metadata) or otherwise internal, so a registry setting cannot make the server
 * call its own network. The stand-in is the one internal address the server calls.
 */
export async function registryTarget(config: RegistryConfig, host: string, standIn: RegistryStandIn | null, lookup?: HostLookup): Promise<RegistryTarget> {
  if (standIn?.hosts.has(host)) return { ok: true, base: `${standIn.base}/${host}`, standIn: true };
  const address = registryAddress(config, host);
  try {
    await assertOutboundTarget(new URL(address), false, lookup);
  } catch (error) {
    if (!(error instanceof OutboundTargetError)) throw error;
    const unresolved = /could not be resolved/.test(error.message);
    return { ok: false, field: ADDRESS_FIELD[config.kind], code: unresolved ? 'UnresolvedHost' : 'InternalAddress',
      message: unresolved ? `${host} could not be resolved: no registry answers at ${address}` : `The registry address ${error.message}` };
  }
  return { ok: true, base: address, standIn: false };
}
