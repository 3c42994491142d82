import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/** Address ranges a server-side request must not reach unless allowed: the host itself and internal networks. */
const INTERNAL_RANGES = new Set(['unspecified', 'loopback', 'private', 'linkLocal', 'uniqueLocal', 'carrierGradeNat', 'reserved', 'broadcast', 'multicast']);

export class OutboundTargetError extends Error {
  override name = 'OutboundTargetError';
}

export type HostLookup = (host: string) => Promise<readonly string[]>;

const systemLookup: HostLookup = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

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
  for (const address of addresses) {
    const parsed = ipaddr.process(address);
    if (INTERNAL_RANGES.has(parsed.range())) {
      throw new OutboundTargetError(`${url.host} is an internal address (${parsed.toString()}, ${parsed.range()}); the server does not send there`);
    }
  }
}
