import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type Db, dataDirOf as databaseDataDir } from '../db/openDatabase.js';

// The name predates session tokens sharing the key; kept so existing data dirs keep their secrets.
const KEY_FILE = 'integration-secret-key';
const keys = new Map<string, Buffer>();
/**
 * Key files configured outside the data dir (PALISADE_SECRET_KEY_FILE), by data dir: keyed by the folder, not the
 * connection object, so that work inside a transaction (a different object) finds the same key.
 */
const configuredFiles = new Map<string, string>();

export class SecretBoxError extends Error {
  override name = 'SecretBoxError';
}

/** The data dir: where the database file lives (the key is kept beside it, never in it). */
async function dataDirOf(db: Db): Promise<string> {
  const dataDir = await databaseDataDir(db);
  if (!dataDir) throw new SecretBoxError('The database has no data dir, so there is no place for the secret key');
  return dataDir;
}

/** Creates the key file (mode 0600) unless it exists; another process creating it first wins. */
function createKeyFile(file: string): void {
  try {
    writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw new SecretBoxError(`Cannot create the secret key file ${file}`, { cause: error });
  }
}

function readKeyFile(file: string): Buffer {
  // A key others can read is no secret: refuse it rather than run with it (POSIX modes only).
  if (process.platform !== 'win32' && (statSync(file).mode & 0o077) !== 0) {
    throw new SecretBoxError(`The secret key file ${file} is readable by other users; run chmod 600 ${file}`);
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  if (key.length !== 32) throw new SecretBoxError(`${file} does not hold a 32-byte key`);
  return key;
}

/**
 * Keeps the secret key in `file` (outside the data dir, so a copy of the data dir holds no key) instead of the data
 * dir; without a file, in the data dir. A missing file is created, unless the data dir still holds a key: that one
 * must be moved, or every sealed secret would be lost.
 */
export async function useSecretKeyFile(db: Db, file: string | undefined): Promise<void> {
  const dataDir = await dataDirOf(db);
  if (file === undefined) {
    configuredFiles.delete(dataDir);
    return;
  }
  const legacy = join(dataDir, KEY_FILE);
  if (!existsSync(file) && existsSync(legacy)) {
    throw new SecretBoxError(`PALISADE_SECRET_KEY_FILE names ${file}, which does not exist, but the data dir holds the key in ${legacy}: move that file to ${file}`);
  }
  configuredFiles.set(dataDir, file);
  await secretKey(db);
}

/** The AES-256 key for secrets at rest (integration secrets, session tokens), created on first use so they survive restarts. */
async function secretKey(db: Db): Promise<Buffer> {
  const dataDir = await dataDirOf(db);
  const file = configuredFiles.get(dataDir) ?? join(dataDir, KEY_FILE);
  const cached = keys.get(file);
  if (cached) return cached;
  if (!existsSync(file)) createKeyFile(file);
  const key = readKeyFile(file);
  keys.set(file, key);
  return key;
}

/** HMAC-SHA256 (base64url) of `value` under a key derived from the secret key for `purpose`: a stored digest nobody can recompute without the key. */
export async function keyedDigest(db: Db, purpose: string, value: string): Promise<string> {
  const key = Buffer.from(hkdfSync('sha256', await secretKey(db), Buffer.alloc(0), `palisade:${purpose}`, 32));
  return createHmac('sha256', key).update(value).digest('base64url');
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
