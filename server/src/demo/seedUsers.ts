import type { Db } from '../db/openDatabase.js';
import { randomToken, sha256, unmatchableHash } from '../shared/secrets.js';

const DAY = 86_400_000;

/**
 * Users-and-roles demo rows for Acme: a custom (editable) role with a group,
 * a user who has not accepted an invitation yet, and a disabled former employee.
 */
export async function seedUsers(db: Db, now: number): Promise<void> {
  // No password opens it: the invitee sets one through the link. Costs no scrypt run at seed time.
  const unusable = unmatchableHash();
  // Runs inside the seed's one transaction (seedDemoIfEmpty).
  const trx = db;
  await trx.insertInto('roles').values({ id: 'rol_tnt_acme_posture', tenant_id: 'tnt_acme', name: 'Cloud posture lead', builtin: 0,
    description: 'Compliance, assets and identities, with their dashboard cards' }).execute();
  await trx.insertInto('role_modules').values([
    { role_id: 'rol_tnt_acme_posture', module_id: 'DASHBOARD', parent_id: '' },
    ...['CLOUD_ASSETS', 'CLOUD_IDENTITY', 'COMPLIANCE'].map((m) => ({ role_id: 'rol_tnt_acme_posture', module_id: m, parent_id: 'DASHBOARD' })),
    ...['COMPLIANCE', 'CLOUD_ASSETS', 'CLOUD_IDENTITY', 'CLOUD_ACCOUNTS'].map((m) => ({ role_id: 'rol_tnt_acme_posture', module_id: m, parent_id: '' })),
  ]).execute();
  await trx.insertInto('access_groups').values({ id: 'grp_acme_posture', tenant_id: 'tnt_acme', name: 'Acme Posture Team', role_id: 'rol_tnt_acme_posture' }).execute();
  const users = [
    { id: 'usr_acme_invited', email: 'paul.posture@acme.test', name: 'Paul Posture', status: 'invited' as const, created_at: now - 2 * DAY, last_login_at: null },
    { id: 'usr_acme_former', email: 'former@acme.test', name: 'Fran Former', status: 'disabled' as const, created_at: now - 90 * DAY, last_login_at: now - 30 * DAY },
  ];
  for (const u of users) {
    await trx.insertInto('users').values({ ...u, org_id: 'org_acme', password_hash: unusable, breakglass: 0, jit_enabled: 0 }).execute();
    await trx.insertInto('group_members').values({ group_id: 'grp_acme_posture', user_id: u.id }).execute();
    await trx.insertInto('memberships').values({ user_id: u.id, tenant_id: 'tnt_acme', current_group_id: 'grp_acme_posture', group_changed: 0 }).execute();
  }
  // Paul's invitation link (its token is known to nobody: the demo never mails it).
  await trx.insertInto('password_reset_tokens').values({ token_hash: sha256(randomToken()), user_id: 'usr_acme_invited', expires_at: now + 7 * DAY, used_at: null }).execute();
}
