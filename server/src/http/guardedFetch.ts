import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, fetch as undiciFetch } from 'undici';
import { assertPublicAddresses, type HostLookup, OutboundTargetError, systemLookup } from './outboundTarget.js';

/** What the outbound clients need of `fetch`: a GET with headers, a redirect mode and a time limit. */
export type OutboundFetch = (url: string | URL, init: { headers?: Record<string, string>; redirect: 'manual' | 'error'; signal?: AbortSignal }) => Promise<Response>;

const familyOf = (address: string): 4 | 6 => (ipaddr.parse(address).kind() === 'ipv6' ? 6 : 4);

/**
 * A socket `lookup` that resolves the host and refuses the connection when any address is internal. It runs when the
 * socket connects, so the address checked is the address connected to: a host that answered a public address to an
 * earlier check and an internal one now (DNS rebinding) is refused here.
 */
export function guardedLookup(resolve: HostLookup = systemLookup): LookupFunction {
  return (hostname, options, callback) => {
    const answer = async () => {
      const addresses = await resolve(hostname).catch((cause: unknown) => { throw new OutboundTargetError(`${hostname} could not be resolved`, { cause }); });
      assertPublicAddresses(hostname, addresses);
      const family = options.family === 4 || options.family === 'IPv4' ? 4 : options.family === 6 || options.family === 'IPv6' ? 6 : 0;
      const usable = addresses.filter((a) => family === 0 || familyOf(a) === family);
      if (usable.length === 0) throw new OutboundTargetError(`${hostname} could not be resolved`);
      return usable;
    };
    answer().then((usable) => {
      if (options.all) callback(null, usable.map((address) => ({ address, family: familyOf(address) })));
      else callback(null, usable[0]!, familyOf(usable[0]!));
    }, (error: Error) => callback(error as NodeJS.ErrnoException, ''));
  };
}

let systemAgent: Agent | undefined;

/**
 * `fetch` for addresses a user named (a registry, a self-hosted VCS API): every connection's addresses are checked as
 * it connects (see `guardedLookup`). `allowInternal` (the demo, tests) gives the plain `fetch`. Redirects follow the
 * caller's `redirect`, which is never `follow`: a redirect could name an address not checked at all.
 */
export function guardedFetch(allowInternal = false, resolve?: HostLookup): OutboundFetch {
  if (allowInternal) return (url, init) => fetch(url, init);
  const dispatcher = resolve ? new Agent({ connect: { lookup: guardedLookup(resolve) } })
    : (systemAgent ??= new Agent({ connect: { lookup: guardedLookup() } }));
  return async (url, init) => {
    // A literal IP is never looked up, so it is checked here.
    const host = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
    if (ipaddr.isValid(host)) assertPublicAddresses(host, [host]);
    return await undiciFetch(url, { ...init, dispatcher }) as unknown as Response;
  };
}

/** The refusal behind a failed `fetch` (its `cause` chain), when the guard refused the address. */
export function outboundRefusal(error: unknown): OutboundTargetError | null {
  for (let e = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth += 1) {
    if (e instanceof OutboundTargetError) return e;
  }
  return null;
}
