import { createHash } from 'node:crypto';
import { openTestDatabase, type TestDatabase } from './support/testDatabase.js';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { openTokens } from '../src/bff/sealedTokens.js';
import { openDatabase } from '../src/db/openDatabase.js';
import { BrowserClient, startServer } from './helpers.js';

interface StoredSession { id: string; user_id: string | null; access_token: string | null; refresh_token: string | null }

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

describe('BFF session tokens at rest', () => {
  it('stores the access and refresh tokens sealed, not as their text, and opens them only for their own session', async () => {
    const t = await startServer();
    const sqlite = openTestDatabase(t.dataDir);
    try {
      const admin = new BrowserClient(t.url);
      expect((await admin.login('admin@acme.test')).status).toBe(200);
      const viewer = new BrowserClient(t.url);
      expect((await viewer.login('viewer@acme.test')).status).toBe(200);
      const stored = (userId: string) => sqlite.prepare('SELECT * FROM bff_sessions WHERE user_id = ?').get(userId) as StoredSession;
      const row = stored('usr_acme_admin');
      expect(row.access_token).toMatch(/^v1\./);
      expect(row.refresh_token).toMatch(/^v1\./);

      // What the columns seal is the real credential: the admin's access token, and a refresh token the IdP knows.
      const db = await openDatabase(t.dataDir);
      let opened;
      try {
        opened = await openTokens(db, row as never);
      } finally {
        await db.destroy();
      }
      expect(decodeJwt(opened.access_token!).sub).toBe('usr_acme_admin');
      expect(sqlite.prepare('SELECT 1 FROM refresh_tokens WHERE token_hash = ?').get(sha256(opened.refresh_token!))).toBeDefined();
      const raw = JSON.stringify(sqlite.prepare('SELECT * FROM bff_sessions').all());
      expect(raw).not.toContain(opened.access_token!);
      expect(raw).not.toContain(opened.refresh_token!);
      expect(raw).not.toContain(opened.access_token!.split('.')[1]!);

      // A sealed token copied into another session's row does not open there: that session ends instead of using it.
      sqlite.prepare('UPDATE bff_sessions SET access_token = ? WHERE id = ?').run(row.access_token, stored('usr_acme_viewer').id);
      expect((await viewer.session()).body.authenticated).toBe(false);
      expect((await admin.api('GET', '/tenant/api/v1/tenant')).status).toBe(200);
    } finally {
      sqlite.close();
      await t.stop();
    }
  });

  it('drops sessions whose tokens were stored in plain text before sealing, keeping the rest', async () => {
    const first = await startServer();
    await first.stop(false);
    const sqlite = openTestDatabase(first.dataDir);
    const insert = sqlite.prepare(`INSERT INTO bff_sessions (id, csrf_token, user_id, profile, access_token, refresh_token, access_expires_at,
      access_refreshed_at, expires_at, created_at) VALUES (?, 'csrf', ?, NULL, ?, ?, NULL, NULL, ?, ?)`);
    const now = first.now();
    insert.run('plain-session', 'usr_acme_admin', 'eyJhbGciOi.plain.token', 'plain-refresh-token', now + 3_600_000, now);
    insert.run('anonymous-session', null, null, null, now + 3_600_000, now);
    // As if this database had been written by a server from before sealing (later migrations rerun after it, as they would).
    sqlite.prepare(`DELETE FROM kysely_migration WHERE name >= '0009_seal_session_tokens'`).run();
    sqlite.close();
    const second = await startServer({}, { dataDir: first.dataDir });
    try {
      const check = openTestDatabase(first.dataDir, { readonly: true });
      const ids = (check.prepare('SELECT id FROM bff_sessions ORDER BY id').all() as { id: string }[]).map((r) => r.id);
      check.close();
      expect(ids).toEqual(['anonymous-session']);
    } finally {
      await second.stop();
    }
  });
});
