import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** Address ranges a server-side request must not reach unless allowed: the host itself and internal networks. */
const INTERNAL_RANGES = new Set(['unspecified', 'loopback', 'private', 'linkLocal', 'uniqueLocal', 'carrierGradeNat', 'reserved', 'broadcast', 'multicast']);

export class OutboundTargetError extends Error {
  override name = 'OutboundTargetError';
}

export type HostLookup = (host: string) => Promise<readonly string[]>;

/** The system resolver: every address the host has, in the order the resolver gives them. */
export const systemLookup: HostLookup = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * Refuses a URL an administrator typed (a webhook, a metadata address) when it
 * is not http(s) or any address its host resolves to is internal, so the
 * server cannot be made to call its own network. `allowInternal` (the demo,
 * tests, PALISADE_ALLOW_INTERNAL_TARGETS=1) lets local receivers through.
 */
export async function assertOutboundTarget(url: URL, allowInternal: boolean, resolve: HostLookup = systemLookup): Promise<void> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new OutboundTargetError(`Only http(s) URLs can be used, not ${url.protocol}`);
  if (allowInternal) return;
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: readonly string[];
  try {
    addresses = ipaddr.isValid(host) ? [host] : await resolve(host);
  } catch (cause) {
    throw new OutboundTargetError(`${host} could not be resolved`, { cause });
  }
  assertPublicAddresses(url.host, addresses);
}

/** Throws when any of the addresses `host` resolved to is internal, naming the first such address and its range. */
export function assertPublicAddresses(host: string, addresses: readonly string[]): void {
  for (const address of addresses) {
    const parsed = ipaddr.process(address);
    if (INTERNAL_RANGES.has(parsed.range())) {
      throw new OutboundTargetError(`${host} is an internal address (${parsed.toString()}, ${parsed.range()}); the server does not send there`);
    }
  }
}
