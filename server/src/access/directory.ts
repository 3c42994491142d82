import type { Db } from '../db/openDatabase.js';

/** Read-side queries over orgs, tenants and users shared by the IdP and the API. */
export async function findUserByEmail(db: Db, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
}

export async function findUserById(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function tenantsOfUser(db: Db, userId: string) {
  return db.selectFrom('memberships').innerJoin('tenants', 'tenants.id', 'memberships.tenant_id')
    .select(['tenants.id', 'tenants.name', 'tenants.org_id', 'memberships.current_group_id', 'memberships.group_changed'])
    .where('memberships.user_id', '=', userId).orderBy('tenants.name').execute();
}

export async function membership(db: Db, userId: string, tenantId: string) {
  return db.selectFrom('memberships').selectAll().where('user_id', '=', userId).where('tenant_id', '=', tenantId).executeTakeFirst();
}

export async function orgWithConnections(db: Db, orgId: string) {
  const org = await db.selectFrom('orgs').selectAll().where('id', '=', orgId).executeTakeFirstOrThrow();
  const connections = await db.selectFrom('connections').selectAll().where('org_id', '=', orgId).orderBy('name').execute();
  const tenantCount = await db.selectFrom('tenants').select((eb) => eb.fn.countAll<number>().as('n')).where('org_id', '=', orgId).executeTakeFirstOrThrow();
  return { org, connections, multiTenant: Number(tenantCount.n) > 1 };
}

export async function tenantWithOrg(db: Db, tenantId: string) {
  return db.selectFrom('tenants').innerJoin('orgs', 'orgs.id', 'tenants.org_id')
    .select(['tenants.id', 'tenants.name', 'tenants.org_id', 'orgs.name as org_name', 'tenants.customer_type', 'tenants.region',
      'tenants.eusa_accepted', 'tenants.subscriptions'])
    .where('tenants.id', '=', tenantId).executeTakeFirst();
}
