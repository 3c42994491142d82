import type { Db } from '../db/openDatabase.js';
import { keyedDigest, SecretBoxError } from './secretBox.js';

const CHECK_ROW = 'secret_key_check';

/**
 * Instances that share a PostgreSQL database must seal and open with one secret key (PALISADE_SECRET_KEY_FILE with the
 * same content on each). The first start records a digest of the key (never the key); a later start with another key
 * stops with a sentence that says so, instead of serving sessions and secrets it cannot open.
 */
export async function checkSharedSecretKey(db: Db, keyFile: string): Promise<void> {
  const digest = await keyedDigest(db, 'key-check', 'palisade');
  await db.insertInto('meta').values({ key: CHECK_ROW, value: digest }).onConflict((oc) => oc.column('key').doNothing()).execute();
  const recorded = await db.selectFrom('meta').select('value').where('key', '=', CHECK_ROW).executeTakeFirstOrThrow();
  if (recorded.value !== digest) {
    throw new SecretBoxError(`The secret key in ${keyFile} is not the one this database's other server instances use: give every instance the same key file`);
  }
}
