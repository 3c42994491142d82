import { FEATURE_FLAGS } from '../access/featureFlags.js';
import type { Db } from '../db/openDatabase.js';
import { hashPassword } from '../shared/secrets.js';
import { DEMO_GROUPS, DEMO_NOTIFICATIONS, DEMO_ORGS, DEMO_PASSWORD, DEMO_USERS, ROLE_SPECS } from './demoDirectory.js';

/** The banner the demo shows on every console host (GET /api/admin-ui-messages/zpc/:host). */
export const DEMO_ADMIN_MESSAGE = {
  id: 'demo-data',
  message: 'This console runs on generated demo data. Everything you change stays on this machine.',
} as const;

/** Orgs, tenants, users, roles, groups, flags, notifications and the admin banner of the demo. */
export async function seedDirectory(db: Db, now: number): Promise<void> {
  // One hash for every demo account (they share a published password): seeding stays fast at scrypt's full cost.
  const demoHash = await hashPassword(DEMO_PASSWORD);
  const hashes = DEMO_USERS.map(() => demoHash);
  // Runs inside the seed's one transaction (seedDemoIfEmpty).
  const trx = db;
  for (const org of DEMO_ORGS) {
    await trx.insertInto('orgs').values({ id: org.id, name: org.name, otp_enabled: org.otp ? 1 : 0, sso_enabled: org.sso ? 1 : 0 }).execute();
    for (const c of org.connections) {
      await trx.insertInto('connections').values({ id: c.id, org_id: org.id, name: c.name, type: c.type, sso_enabled: c.sso ? 1 : 0 }).execute();
    }
    for (const t of org.tenants) {
      await trx.insertInto('tenants').values({
        id: t.id, org_id: org.id, name: t.name, customer_type: t.customerType, region: t.region,
        eusa_accepted: t.eusa ? 1 : 0, eusa_accepted_at: t.eusa ? now : null, subscriptions: JSON.stringify(t.subscriptions),
      }).execute();
      for (const spec of Object.values(ROLE_SPECS)) {
        const roleId = `rol_${t.id}_${spec.key}`;
        await trx.insertInto('roles').values({ id: roleId, tenant_id: t.id, name: spec.name, builtin: 1 }).execute();
        const modules = [
          ...(spec.dashboard.length ? [{ role_id: roleId, module_id: 'DASHBOARD', parent_id: '' }] : []),
          ...spec.dashboard.map((m) => ({ role_id: roleId, module_id: m, parent_id: 'DASHBOARD' })),
          ...spec.modules.map((m) => ({ role_id: roleId, module_id: m, parent_id: '' })),
        ];
        await trx.insertInto('role_modules').values(modules).execute();
        if (spec.actions.length) await trx.insertInto('role_actions').values(spec.actions.map((a) => ({ role_id: roleId, action: a }))).execute();
      }
      for (const [i, [severity, title, message]] of DEMO_NOTIFICATIONS.entries()) {
        await trx.insertInto('notifications').values({
          id: `ntf_${t.id}_${i + 1}`, tenant_id: t.id, title, message, severity, created_at: now - (i + 1) * 5 * 3_600_000,
        }).execute();
      }
    }
  }
  for (const [id, tenantId, name, role] of DEMO_GROUPS) {
    await trx.insertInto('access_groups').values({ id, tenant_id: tenantId, name, role_id: `rol_${tenantId}_${role}` }).execute();
  }
  for (const [i, u] of DEMO_USERS.entries()) {
    await trx.insertInto('users').values({
      id: u.id, org_id: u.org, email: u.email, name: u.name, password_hash: hashes[i]!, breakglass: u.breakglass ? 1 : 0, jit_enabled: 0, created_at: now,
    }).execute();
    const seenTenants = new Set<string>();
    for (const groupId of u.groups) {
      const group = DEMO_GROUPS.find(([id]) => id === groupId)!;
      await trx.insertInto('group_members').values({ group_id: groupId, user_id: u.id }).execute();
      if (seenTenants.has(group[1])) continue;
      seenTenants.add(group[1]);
      await trx.insertInto('memberships').values({ user_id: u.id, tenant_id: group[1], current_group_id: groupId, group_changed: 0 }).execute();
    }
  }
  await trx.insertInto('feature_flags')
    .values(FEATURE_FLAGS.map(([key, on, description]) => ({ key, default_enabled: on ? 1 : 0, description }))).execute();
  await trx.insertInto('feature_flag_overrides').values([
    { id: 'ffo_1', flag_key: 'analytics', tenant_id: 'tnt_globex_us', feature: null, cloud_type: null, enabled: 0 },
    { id: 'ffo_2', flag_key: 'new_cloud_accounts', tenant_id: 'tnt_acme', feature: null, cloud_type: null, enabled: 1 },
    { id: 'ffo_3', flag_key: 'auto_remediation', tenant_id: 'tnt_acme', feature: 'alerts', cloud_type: 'azure', enabled: 0 },
    { id: 'ffo_4', flag_key: 'gcp_support', tenant_id: 'tnt_globex_eu', feature: null, cloud_type: null, enabled: 1 },
    { id: 'ffo_5', flag_key: 'cloud_connectors', tenant_id: 'tnt_acme', feature: null, cloud_type: null, enabled: 1 },
    // Acme shows custom compliance frameworks; the other tenants keep the catalogue's default (off).
    { id: 'ffo_6', flag_key: 'compliance_custom_benchmarks', tenant_id: 'tnt_acme', feature: null, cloud_type: null, enabled: 1 },
  ]).execute();
  // Every console host shows it, so nobody mistakes the demo for a real deployment.
  await trx.insertInto('admin_messages').values({ id: DEMO_ADMIN_MESSAGE.id, host: '*', severity: 'info', message: DEMO_ADMIN_MESSAGE.message, active: 1 }).execute();
}
