import ipaddr from 'ipaddr.js';
import { z } from 'zod';
import { optionalText, VALIDATION_MESSAGES } from '../validation.js';

export const TRUSTED_IP_DESCRIPTION_MAX = 200;
const MAX_TEXT = 64;

export type AddressKind = 'ipv4' | 'ipv6';
/** An address or CIDR range as parsed: its canonical text, or why it is not one. */
export type ParsedRange =
  | { ok: true; cidr: string; kind: AddressKind; address: string; prefix: number }
  | { ok: false; message: string };

const EXAMPLES = 'e.g. 203.0.113.7, 198.51.100.0/24 or 2001:db8::/32';
const IPV4_LIKE = /^\d+(\.\d+){3}$/;

function parseAddress(text: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  if (IPV4_LIKE.test(text)) return ipaddr.IPv4.isValidFourPartDecimal(text) ? ipaddr.IPv4.parse(text) : undefined;
  // Only full dotted quads for IPv4 (ipaddr also takes '10.1' or hex forms, which people do not mean).
  if (!text.includes(':')) return undefined;
  return ipaddr.IPv6.isValid(text) ? ipaddr.IPv6.parse(text) : undefined;
}

/**
 * Parses what an administrator types as a trusted address: one IPv4 or IPv6
 * address, or a CIDR range. The canonical text has the network address and,
 * for ranges, the prefix length ('2001:DB8:0::/32' becomes '2001:db8::/32').
 */
export function parseAddressRange(input: string): ParsedRange {
  const text = input.trim();
  if (!text) return { ok: false, message: VALIDATION_MESSAGES.required };
  if (/\s/.test(text)) return { ok: false, message: VALIDATION_MESSAGES.whitespace };
  if (text.length > MAX_TEXT) return { ok: false, message: VALIDATION_MESSAGES.maxChars };
  const [addressText = '', prefixText, ...rest] = text.split('/');
  if (rest.length > 0) return { ok: false, message: `${text} has more than one '/'; use an address or a range (${EXAMPLES})` };
  const parsedAddress = parseAddress(addressText);
  if (!parsedAddress) {
    const message = IPV4_LIKE.test(addressText)
      ? `${addressText} is not a valid IPv4 address: each of the four parts is 0 to 255`
      : `${addressText || text} is not a valid IPv4 or IPv6 address (${EXAMPLES})`;
    return { ok: false, message };
  }
  // '::ffff:203.0.113.7' is how an IPv4 client shows up on a dual-stack socket: keep it as the IPv4 address it is.
  const mapped = parsedAddress.kind() === 'ipv6' && (parsedAddress as ipaddr.IPv6).isIPv4MappedAddress();
  const address = mapped ? (parsedAddress as ipaddr.IPv6).toIPv4Address() : parsedAddress;
  if (mapped && prefixText !== undefined) {
    return { ok: false, message: `Write IPv4 ranges as IPv4 (for example ${address.toString()}/24), not as ${text}` };
  }
  const kind = address.kind();
  const bits = kind === 'ipv4' ? 32 : 128;
  if (prefixText === undefined) return { ok: true, cidr: address.toString(), kind, address: address.toString(), prefix: bits };
  const prefix = /^\d{1,3}$/.test(prefixText) ? Number(prefixText) : NaN;
  if (!(prefix >= 0 && prefix <= bits)) {
    return { ok: false, message: `The prefix length of an ${kind === 'ipv4' ? 'IPv4' : 'IPv6'} range must be between 0 and ${bits}` };
  }
  const network = ipaddr.parse(networkOf(address, prefix));
  if (network.toString() !== address.toString()) {
    return { ok: false, message: `${text} has host bits set: the range is ${network.toString()}/${prefix}` };
  }
  return { ok: true, cidr: `${address.toString()}/${prefix}`, kind, address: address.toString(), prefix };
}

function networkOf(address: ipaddr.IPv4 | ipaddr.IPv6, prefix: number): string {
  const bytes = address.toByteArray();
  const masked = bytes.map((byte, i) => {
    const keep = Math.max(0, Math.min(8, prefix - i * 8));
    return byte & ((0xff << (8 - keep)) & 0xff);
  });
  return ipaddr.fromByteArray(masked).toString();
}

/**
 * Whether a client address lies in one of the ranges (canonical texts from
 * {@link parseAddressRange}). IPv4 clients seen as IPv4-mapped IPv6
 * ('::ffff:203.0.113.7') count as their IPv4 address.
 */
export function addressInRanges(clientIp: string, ranges: readonly string[]): boolean {
  if (!ipaddr.isValid(clientIp)) return false;
  const client = ipaddr.process(clientIp);
  return ranges.some((range) => {
    const parsed = parseAddressRange(range);
    if (!parsed.ok || parsed.kind !== client.kind()) return false;
    return client.match(ipaddr.parse(parsed.address), parsed.prefix);
  });
}

/** An address or CIDR range as an administrator types it; the output is the canonical text. */
export const addressRange = z.string().transform((value, ctx) => {
  const parsed = parseAddressRange(value);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: parsed.message });
    return z.NEVER;
  }
  return parsed.cidr;
});

/** POST /api/admin/v1/trusted-ips. */
export const addTrustedIpRequest = z.object({
  cidr: addressRange,
  description: optionalText(TRUSTED_IP_DESCRIPTION_MAX),
});
export type AddTrustedIpRequest = z.output<typeof addTrustedIpRequest>;
export type AddTrustedIpInput = z.input<typeof addTrustedIpRequest>;

/** PUT /api/admin/v1/trusted-ips/settings. */
export const trustedIpSettingsRequest = z.object({ enabled: z.boolean() });
export type TrustedIpSettingsRequest = z.output<typeof trustedIpSettingsRequest>;

export interface TrustedIpView {
  id: string;
  cidr: string;
  description: string;
  createdBy: { id: string; email: string; name: string } | null;
  createdAt: number;
}

/** GET /api/admin/v1/trusted-ips: the list, whether it is enforced, and the address the server sees for the caller. */
export interface TrustedIpList { enabled: boolean; items: TrustedIpView[]; yourAddress: string; yourAddressTrusted: boolean }
