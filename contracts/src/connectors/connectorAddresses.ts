import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation.js';

/** Texts for addresses in the connector area (the spec gives none of its own). */
export const CONNECTOR_ADDRESS_MESSAGES = {
  address: 'Enter a valid IPv4 address (e.g. 10.0.0.5).',
  netmask: 'Enter a valid netmask (e.g. 255.255.255.0).',
  host: 'Enter an IPv4 address or a host name (e.g. gateway.example.com).',
} as const;

const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;
const DOTTED = /^\d{1,3}(\.\d{1,3}){3}$/;

// Parsed here rather than with ipaddr.js, which the trusted-IP screens bundle: a plugin bundles a library only once.
const octets = (text: string) => (DOTTED.test(text) ? text.split('.').map(Number) : []);

/** A full dotted-quad IPv4 address, each part 0 to 255 without leading zeros. */
export const isIpv4Address = (text: string) => octets(text).length === 4 && text.split('.').every((part) => Number(part) <= 255 && String(Number(part)) === part);

/** A contiguous netmask such as 255.255.255.0 (ones, then zeros). */
export function isNetmask(text: string): boolean {
  if (!isIpv4Address(text)) return false;
  const bits = octets(text).map((o) => o.toString(2).padStart(8, '0')).join('');
  return /^1*0*$/.test(bits);
}

const trimmedOptional = (check: (text: string) => boolean, message: string) =>
  z.string().trim().max(253, VALIDATION_MESSAGES.maxChars).refine((text) => text === '' || check(text), message).default('');

/** An IPv4 address, or empty when not given. */
export const optionalAddress = () => trimmedOptional(isIpv4Address, CONNECTOR_ADDRESS_MESSAGES.address);
/** A netmask such as 255.255.255.0, or empty when not given. */
export const optionalNetmask = () => trimmedOptional(isNetmask, CONNECTOR_ADDRESS_MESSAGES.netmask);
/** A proxy: an IPv4 address or a host name, or empty when not given. */
export const optionalHost = () => trimmedOptional((text) => (DOTTED.test(text) ? isIpv4Address(text) : HOST_NAME.test(text)), CONNECTOR_ADDRESS_MESSAGES.host);
