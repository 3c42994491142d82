import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';

export interface SigningKey { kid: string; alg: 'ES256'; privateKey: CryptoKey; publicJwk: JWK }

/** Loads the ES256 token-signing key from the data dir, creating it on first start so tokens survive restarts. */
export async function loadSigningKey(dataDir: string): Promise<SigningKey> {
  const file = join(dataDir, 'idp-signing-key.json');
  let privateJwk: JWK;
  if (existsSync(file)) {
    privateJwk = JSON.parse(readFileSync(file, 'utf8')) as JWK;
  } else {
    const pair = await generateKeyPair('ES256', { extractable: true });
    privateJwk = await exportJWK(pair.privateKey);
    writeFileSync(file, JSON.stringify(privateJwk), { mode: 0o600 });
  }
  const { d: _private, ...publicJwk } = privateJwk;
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateKey = (await importJWK(privateJwk, 'ES256')) as CryptoKey;
  return { kid, alg: 'ES256', privateKey, publicJwk: { ...publicJwk, kid, alg: 'ES256', use: 'sig' } };
}
