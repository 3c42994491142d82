import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import type { Db } from '../db/openDatabase.js';
import { openSecret, sealSecret } from '../shared/secretBox.js';

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
  return fromPrivateJwk(privateJwk);
}

async function fromPrivateJwk(privateJwk: JWK): Promise<SigningKey> {
  const { d: _private, ...publicJwk } = privateJwk;
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateKey = (await importJWK(privateJwk, 'ES256')) as CryptoKey;
  return { kid, alg: 'ES256', privateKey, publicJwk: { ...publicJwk, kid, alg: 'ES256', use: 'sig' } };
}

const SHARED_KEY_ROW = 'idp_signing_key';

/**
 * The signing key for several instances on one PostgreSQL database: kept in `meta`, sealed with the server's secret key
 * (a copy of the database alone cannot sign tokens). The first instance creates it; the others read that one.
 */
export async function loadSharedSigningKey(db: Db): Promise<SigningKey> {
  const pair = await generateKeyPair('ES256', { extractable: true });
  const sealed = await sealSecret(db, { jwk: JSON.stringify(await exportJWK(pair.privateKey)) }, SHARED_KEY_ROW);
  await db.insertInto('meta').values({ key: SHARED_KEY_ROW, value: sealed }).onConflict((oc) => oc.column('key').doNothing()).execute();
  const row = await db.selectFrom('meta').select('value').where('key', '=', SHARED_KEY_ROW).executeTakeFirstOrThrow();
  return fromPrivateJwk(JSON.parse((await openSecret(db, row.value, SHARED_KEY_ROW))['jwk']!) as JWK);
}
