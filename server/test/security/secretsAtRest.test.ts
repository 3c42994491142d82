import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openTestDatabase, type TestDatabase } from '../support/testDatabase.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/shared/secrets.js';
import { BrowserClient, call, latestCode, passwordGrant, PASSWORD, startServer, type TestServer } from '../helpers.js';

// Finding 9: password hashes at scrypt N = 2^17 (older ones upgraded), one-time codes as an HMAC, the key outside the data dir.
const hashOf = (sqlite: TestDatabase, email: string) =>
  (sqlite.prepare('SELECT password_hash FROM users WHERE email = ?').get(email) as { password_hash: string }).password_hash;

describe('password hashes', () => {
  let t: TestServer;
  let sqlite: TestDatabase;
  // The real cost: no lowered passwordHashCost here.
  beforeAll(async () => {
    t = await startServer({ passwordHashCost: undefined });
    sqlite = openTestDatabase(t.dataDir);
  }, 120_000);
  afterAll(async () => { sqlite.close(); await t.stop(); });

  it('hashes with scrypt N = 2^17', () => {
    expect(hashOf(sqlite, 'admin@acme.test')).toMatch(/^scrypt\$131072\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
  });

  it('replaces a hash of the old cost (2^14) at the next successful sign-in, and not at a failed one', async () => {
    sqlite.prepare('UPDATE users SET password_hash = ? WHERE email = ?').run(await hashPassword(PASSWORD, undefined, 2 ** 14), 'viewer@acme.test');
    expect((await passwordGrant(t.url, 'viewer@acme.test', {}, 'wrong-password')).status).toBe(403);
    expect(hashOf(sqlite, 'viewer@acme.test')).toMatch(/^scrypt\$16384\$/);
    expect((await passwordGrant(t.url, 'viewer@acme.test')).status).toBe(200);
    expect(hashOf(sqlite, 'viewer@acme.test')).toMatch(/^scrypt\$131072\$/);
    expect((await passwordGrant(t.url, 'viewer@acme.test')).status).toBe(200);
    expect((await passwordGrant(t.url, 'viewer@acme.test', {}, 'wrong-password')).status).toBe(403);
  }, 120_000);
});

describe('one-time codes at rest', () => {
  let t: TestServer;
  beforeAll(async () => { t = await startServer(); });
  afterAll(async () => { await t.stop(); });

  it('stores a code as a keyed digest: trying every one of the 10^6 codes in the old SHA-256 form does not find it', async () => {
    const email = 'analyst@globex.test';
    await call(`${t.url}/api/auth/api/v1/createOTP`, { method: 'POST', json: { Email: email } });
    const code = await latestCode(t.url, email);
    const sqlite = openTestDatabase(t.dataDir, { readonly: true });
    const stored = (sqlite.prepare('SELECT code_hash FROM otp_codes WHERE email = ? AND consumed_at IS NULL').get(email) as { code_hash: string }).code_hash;
    sqlite.close();
    const sha = (value: string) => createHash('sha256').update(value).digest('base64url');
    let found: string | undefined;
    for (let i = 0; i < 1_000_000 && !found; i++) {
      const candidate = String(i).padStart(6, '0');
      if (sha(`${email}\u0000${candidate}`) === stored) found = candidate;
    }
    expect(found).toBeUndefined();
    // The server still recognises the code.
    const verified = await call(`${t.url}/api/auth/api/v1/validateOTP`, { method: 'POST', json: { Email: email, OTP: code } });
    expect(verified.status).toBe(200);
  }, 120_000);
});

describe('the secret key outside the data dir (PALISADE_SECRET_KEY_FILE)', () => {
  const keyDir = mkdtempSync(join(tmpdir(), 'palisade-key-'));
  afterAll(() => rmSync(keyDir, { recursive: true, force: true }));

  it('creates and uses the named file, and keeps no key in the data dir', async () => {
    const keyFile = join(keyDir, 'secret-key');
    const t = await startServer({ secretKeyFile: keyFile });
    try {
      const browser = new BrowserClient(t.url);
      expect((await browser.login('admin@acme.test')).status).toBe(200);
      expect((await browser.api('GET', '/tenant/api/v1/tenant')).status).toBe(200);
      expect(existsSync(keyFile)).toBe(true);
      expect(existsSync(join(t.dataDir, 'integration-secret-key'))).toBe(false);
    } finally {
      await t.stop();
    }
  });

  it('refuses a key file other users can read', async () => {
    const keyFile = join(keyDir, 'readable-key');
    writeFileSync(keyFile, 'x'.repeat(43));
    chmodSync(keyFile, 0o644);
    const dataDir = mkdtempSync(join(tmpdir(), 'palisade-test-'));
    try {
      await expect(startServer({ secretKeyFile: keyFile }, { dataDir })).rejects.toThrow(`The secret key file ${keyFile} is readable by other users; run chmod 600 ${keyFile}`);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start a new key while the data dir still holds the old one, naming both files', async () => {
    const first = await startServer();
    await first.stop(false);
    const keyFile = join(keyDir, 'not-yet-moved');
    try {
      await expect(startServer({ secretKeyFile: keyFile }, { dataDir: first.dataDir })).rejects.toThrow(
        `PALISADE_SECRET_KEY_FILE names ${keyFile}, which does not exist, but the data dir holds the key in ${join(first.dataDir, 'integration-secret-key')}: move that file to ${keyFile}`);
    } finally {
      rmSync(first.dataDir, { recursive: true, force: true });
    }
  });
});
