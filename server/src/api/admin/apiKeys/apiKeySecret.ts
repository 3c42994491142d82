import { randomBytes } from 'node:crypto';
import { randomToken, sha256 } from '../../../shared/secrets.js';

/**
 * Keys look like `pal_1a2b3c4d5e6f.<43 random characters>`: the part before
 * the dot is the public prefix (stored, listed, used to find the row), the
 * whole key is stored only as its SHA-256. 256 random bits make a slow hash
 * unnecessary: there is nothing to guess.
 */
const PREFIX = /^pal_[0-9a-f]{12}$/;

export interface NewApiKeySecret { key: string; prefix: string; hash: string }

export function newApiKeySecret(): NewApiKeySecret {
  const prefix = `pal_${randomBytes(6).toString('hex')}`;
  const key = `${prefix}.${randomToken(32)}`;
  return { key, prefix, hash: sha256(key) };
}

/** The prefix of a presented key, or undefined when it is not shaped like one of ours. */
export function keyPrefixOf(key: string): string | undefined {
  const prefix = key.split('.')[0] ?? '';
  return PREFIX.test(prefix) && key.length > prefix.length + 1 ? prefix : undefined;
}
