import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../db/openDatabase.js';

// The name predates session tokens sharing the key; kept so existing data dirs keep their secrets.
const KEY_FILE = 'integration-secret-key';
const keys = new Map<string, Buffer>();

export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

/** The data dir: where the database file lives (the key is kept beside it, never in it). */
async function dataDirOf(db: Db): Promise<string> {
  const rows = await sql<{ name: string; file: string }>`PRAGMA database_list`.execute(db);
  const file = rows.rows.find((r) => r.name === 'main')?.file;
  if (!file) throw new SecretBoxError('The database has no file, so there is no data dir for the secret key');
  return dirname(file);
}

/** The AES-256 key for secrets at rest (integration secrets, session tokens), created in the data dir on first use so they survive restarts. */
async function secretKey(db: Db): Promise<Buffer> {
  const dir = await dataDirOf(db);
  const cached = keys.get(dir);
  if (cached) return cached;
  const file = join(dir, KEY_FILE);
  if (!existsSync(file)) {
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      // Another process created it first: use theirs.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  if (key.length !== 32) throw new SecretBoxError(`${file} does not hold a 32-byte key`);
  keys.set(dir, key);
  return key;
}

/** Encrypts with AES-256-GCM; `boundTo` (the row's id) is bound in as associated data so a cipher cannot be moved to another row. */
export async function sealSecret(db: Db, plain: Record<string, string>, boundTo: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await secretKey(db), iv);
  cipher.setAAD(Buffer.from(boundTo));
  const body = Buffer.concat([cipher.update(JSON.stringify(plain), 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

export async function openSecret(db: Db, sealed: string | null, boundTo: string): Promise<Record<string, string>> {
  if (!sealed) return {};
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new SecretBoxError(`The secret of ${boundTo} is not in a known format`);
  try {
    const decipher = createDecipheriv('aes-256-gcm', await secretKey(db), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(boundTo));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    const plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    return JSON.parse(plain) as Record<string, string>;
  } catch (cause) {
    throw new SecretBoxError(`The secret of ${boundTo} cannot be decrypted with this server's key`, { cause });
  }
}
