import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './openDatabase.js';
import { AUDIT_RETENTION_MS, purgeExpired } from './purgeExpired.js';

describe('purgeExpired', () => {
  it('removes ended sessions and refresh families but keeps live ones', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'palisade-purge-'));
    const db = await openDatabase(dir);
    try {
      const session = (id: string, expires_at: number) => ({
        id, csrf_token: 'c', user_id: null, profile: null, access_token: null, refresh_token: null, access_expires_at: null,
        access_refreshed_at: null, expires_at, otp_email: null, otp_tenants: null, pkce_verifier: null, sso_state: null, sso_return_to: null, created_at: 0,
      });
      await db.insertInto('bff_sessions').values([session('old', 1000), session('live', 10_000_000_000)]).execute();
      const family = (id: string, expires_at: number) => ({ id, user_id: 'u', tenant_id: 't', client_id: 'c', scope: 's', created_at: 0, expires_at, revoked_at: null });
      await db.insertInto('refresh_families').values([family('f-old', 1000), family('f-live', 10_000_000_000)]).execute();
      await db.insertInto('refresh_tokens').values([{ token_hash: 'a', family_id: 'f-old', created_at: 0, used_at: null },
        { token_hash: 'b', family_id: 'f-live', created_at: 0, used_at: null }]).execute();
      await purgeExpired(db, 5 * 86_400_000);
      expect((await db.selectFrom('bff_sessions').select('id').execute()).map((r) => r.id)).toEqual(['live']);
      expect((await db.selectFrom('refresh_tokens').select('token_hash').execute()).map((r) => r.token_hash)).toEqual(['b']);
      expect((await db.selectFrom('refresh_families').select('id').execute()).map((r) => r.id)).toEqual(['f-live']);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
  it('drops audit rows past the 60-day retention, of every tenant and of none', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'palisade-purge-'));
    const db = await openDatabase(dir);
    try {
      const now = 100 * 86_400_000;
      const row = (id: string, tenant_id: string | null, created_at: number) => ({
        id, tenant_id, actor_user_id: null, action: 'x.y', target: 't', details: '{}', created_at, before: null, after: null,
      });
      await db.insertInto('audit_log').values([row('old', 'tnt_a', now - AUDIT_RETENTION_MS - 1), row('old-none', null, now - AUDIT_RETENTION_MS - 1),
        row('edge', 'tnt_b', now - AUDIT_RETENTION_MS), row('new', 'tnt_a', now - 1000)]).execute();
      await purgeExpired(db, now);
      expect((await db.selectFrom('audit_log').select('id').orderBy('id').execute()).map((r) => r.id)).toEqual(['edge', 'new']);
      expect(AUDIT_RETENTION_MS).toBe(60 * 86_400_000);
    } finally {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
