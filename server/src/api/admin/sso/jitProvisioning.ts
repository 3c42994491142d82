import type { Insertable, Selectable } from 'kysely';
import { findUserByEmail } from '../../../access/directory.js';
import type { UsersTable } from '../../../db/schema.js';
import type { AppContext } from '../../../shared/AppContext.js';
import { audit } from '../../../shared/audit.js';
import { newId, unmatchableHash, verifyPassword } from '../../../shared/secrets.js';
import { dropTenantProfiles } from '../adminAccess.js';

/** The console's text for an identity the IdP knows but the console does not, with JIT off (spec: isJITNotEnabled). */
export const JIT_NOT_ENABLED_MESSAGE =
  'Just-in-time provisioning is not enabled for your organization, so no console user was created for you. Ask an administrator to add you.';

export type IdpSignIn =
  | { kind: 'not-an-identity' }
  | { kind: 'signed-in'; user: Selectable<UsersTable> }
  | { kind: 'jit-not-enabled'; message: string };

/**
 * An SSO sign-in by someone whose console password does not apply: the stand-in IdP checks them against its own directory
 * (idp_identities of the connection's organisation). With just-in-time provisioning on for the organisation's
 * tenant, the console user is created in the default group; with it off, the sign-in is refused.
 */
export async function signInUnknownIdentity(ctx: AppContext, email: string, password: string, orgId: string): Promise<IdpSignIn> {
  const normalised = email.trim().toLowerCase();
  const identity = await ctx.db.selectFrom('idp_identities').selectAll().where('email', '=', normalised).where('org_id', '=', orgId).executeTakeFirst();
  if (!identity || !(await verifyPassword(password, identity.password_hash))) return { kind: 'not-an-identity' };
  // Provisioned before: the IdP vouches for them; a disabled user stays refused like a wrong password.
  const existing = await findUserByEmail(ctx.db, normalised);
  if (existing) return existing.org_id === orgId && existing.status !== 'disabled' ? { kind: 'signed-in', user: existing } : { kind: 'not-an-identity' };
  const settings = await ctx.db.selectFrom('sso_settings').innerJoin('tenants', 'tenants.id', 'sso_settings.tenant_id')
    .select(['sso_settings.tenant_id', 'sso_settings.jit_enabled', 'sso_settings.default_group_id'])
    .where('tenants.org_id', '=', orgId).where('sso_settings.enabled', '=', 1).orderBy('tenants.name').executeTakeFirst();
  const group = settings?.default_group_id ? await ctx.db.selectFrom('access_groups').select(['id', 'name'])
    .where('id', '=', settings.default_group_id).where('tenant_id', '=', settings.tenant_id).executeTakeFirst() : undefined;
  if (!settings || settings.jit_enabled !== 1 || !group) return { kind: 'jit-not-enabled', message: JIT_NOT_ENABLED_MESSAGE };
  const now = ctx.clock();
  // Console passwords are not used for SSO users; an unguessable one keeps password sign-in closed.
  const user: Insertable<UsersTable> = {
    id: newId('usr'), org_id: orgId, email: normalised, name: identity.name, password_hash: unmatchableHash(),
    breakglass: 0, jit_enabled: 1, created_at: now, status: 'active', last_login_at: null,
  };
  await ctx.db.transaction().execute(async (trx) => {
    await trx.insertInto('users').values(user).execute();
    await trx.insertInto('group_members').values({ group_id: group.id, user_id: user.id }).execute();
    await trx.insertInto('memberships').values({ user_id: user.id, tenant_id: settings.tenant_id, current_group_id: group.id, group_changed: 0 }).execute();
    await audit(trx, now, { tenantId: settings.tenant_id, actorUserId: null, actorEmail: normalised, via: 'SYSTEM', action: 'user.jit_provision',
      target: `user:${normalised}`, after: { email: normalised, name: identity.name, groups: [group.name] } });
  });
  dropTenantProfiles(ctx, settings.tenant_id);
  return { kind: 'signed-in', user: (await findUserByEmail(ctx.db, normalised))! };
}
