import type { AccountAssignment, BusinessUnit, BusinessUnitRequest } from '@palisade/contracts';
import type { Db } from '../../../db/openDatabase.js';
import type { BusinessUnitsTable } from '../../../db/schema.js';
import { AppError, notFound } from '../../../http/AppError.js';
import { newId } from '../../../shared/secrets.js';

export async function findUnit(db: Db, tenantId: string, id: string): Promise<BusinessUnitsTable> {
  const row = await db.selectFrom('business_units').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`Business unit ${id} not found`);
  return row;
}

/** The tenant's units with their accounts, by name. */
export async function listUnits(db: Db, tenantId: string, onlyId?: string): Promise<BusinessUnit[]> {
  let units = db.selectFrom('business_units').selectAll().where('tenant_id', '=', tenantId);
  if (onlyId) units = units.where('id', '=', onlyId);
  const rows = await units.orderBy('name').execute();
  const accounts = await db.selectFrom('business_unit_accounts as bua').innerJoin('cloud_accounts as a', 'a.id', 'bua.account_id')
    .innerJoin('business_units as bu', 'bu.id', 'bua.business_unit_id')
    .select(['bua.business_unit_id', 'a.id', 'a.name', 'a.provider', 'a.external_id'])
    .where('bu.tenant_id', '=', tenantId).where('a.tenant_id', '=', tenantId).orderBy('a.name').execute();
  return rows.map((u) => ({
    id: u.id, name: u.name, description: u.description, createdAt: u.created_at, updatedAt: u.updated_at,
    accounts: accounts.filter((a) => a.business_unit_id === u.id).map((a) => ({ id: a.id, name: a.name, provider: a.provider, externalId: a.external_id })),
  }));
}

/** Every cloud account of the tenant and the unit holding it (the account picker). */
export async function accountAssignments(db: Db, tenantId: string): Promise<AccountAssignment[]> {
  const rows = await db.selectFrom('cloud_accounts as a')
    .leftJoin('business_unit_accounts as bua', 'bua.account_id', 'a.id')
    .leftJoin('business_units as bu', (join) => join.onRef('bu.id', '=', 'bua.business_unit_id').on('bu.tenant_id', '=', tenantId))
    .select(['a.id', 'a.name', 'a.provider', 'a.external_id', 'bu.id as unit_id', 'bu.name as unit_name'])
    .where('a.tenant_id', '=', tenantId).orderBy('a.name').execute();
  return rows.map((r) => ({ id: r.id, name: r.name, provider: r.provider, externalId: r.external_id,
    businessUnit: r.unit_id && r.unit_name ? { id: r.unit_id, name: r.unit_name } : null }));
}

/** Accounts must be the tenant's and in no other unit; says which account and which unit when not. */
async function checkAccounts(db: Db, tenantId: string, accountIds: number[], unitId: string | null): Promise<void> {
  if (accountIds.length === 0) return;
  const own = await db.selectFrom('cloud_accounts').select(['id']).where('tenant_id', '=', tenantId).where('id', 'in', accountIds).execute();
  const unknown = accountIds.filter((id) => !own.some((a) => a.id === id));
  if (unknown.length) {
    throw new AppError(400, 'VALIDATION_FAILED', `Cloud account ${unknown.join(', ')} does not exist in this tenant`,
      [{ path: 'accountIds', message: `Unknown cloud account ${unknown.join(', ')}` }]);
  }
  const taken = await db.selectFrom('business_unit_accounts as bua').innerJoin('business_units as bu', 'bu.id', 'bua.business_unit_id')
    .innerJoin('cloud_accounts as a', 'a.id', 'bua.account_id')
    .select(['a.name as account', 'bu.name as unit']).where('bu.tenant_id', '=', tenantId).where('bua.account_id', 'in', accountIds)
    .$if(unitId !== null, (q) => q.where('bu.id', '!=', unitId!)).execute();
  if (taken.length) {
    const list = taken.map((t) => `${t.account} (in ${t.unit})`).join(', ');
    throw new AppError(409, 'CONFLICT', `Cloud account already belongs to another business unit: ${list}`,
      [{ path: 'accountIds', message: `Already in another business unit: ${list}` }]);
  }
}

async function checkName(db: Db, tenantId: string, name: string, unitId: string | null): Promise<void> {
  const other = await db.selectFrom('business_units').select('id').where('tenant_id', '=', tenantId).where('name', '=', name).executeTakeFirst();
  if (other && other.id !== unitId) {
    throw new AppError(409, 'CONFLICT', `A business unit named ${name} already exists`, [{ path: 'name', message: `${name} is already used by another business unit` }]);
  }
}

/**
 * Keeps the alerts' denormalised business_unit column in step with the units: alerts of the accounts a unit
 * lost no longer carry a unit, alerts of the accounts it holds carry its (possibly new) name. Run in the
 * transaction that changes the unit so the alert filter never disagrees with it.
 */
async function syncAlerts(db: Db, tenantId: string, removed: number[], held: number[], name: string): Promise<void> {
  if (removed.length) await db.updateTable('alerts').set({ business_unit: '' }).where('tenant_id', '=', tenantId).where('account_id', 'in', removed).execute();
  if (held.length) await db.updateTable('alerts').set({ business_unit: name }).where('tenant_id', '=', tenantId).where('account_id', 'in', held).execute();
}

export async function createUnit(db: Db, tenantId: string, request: BusinessUnitRequest, now: number): Promise<string> {
  await checkName(db, tenantId, request.name, null);
  await checkAccounts(db, tenantId, request.accountIds, null);
  const id = newId('bu');
  await db.insertInto('business_units').values({ id, tenant_id: tenantId, name: request.name, description: request.description, created_at: now, updated_at: now }).execute();
  if (request.accountIds.length) await db.insertInto('business_unit_accounts').values(request.accountIds.map((account_id) => ({ business_unit_id: id, account_id }))).execute();
  await syncAlerts(db, tenantId, [], request.accountIds, request.name);
  return id;
}

export async function updateUnit(db: Db, unit: BusinessUnitsTable, request: BusinessUnitRequest, now: number): Promise<void> {
  await checkName(db, unit.tenant_id, request.name, unit.id);
  await checkAccounts(db, unit.tenant_id, request.accountIds, unit.id);
  const previous = (await db.selectFrom('business_unit_accounts').select('account_id').where('business_unit_id', '=', unit.id).execute()).map((r) => r.account_id);
  await db.updateTable('business_units').set({ name: request.name, description: request.description, updated_at: now })
    .where('id', '=', unit.id).where('tenant_id', '=', unit.tenant_id).execute();
  await db.deleteFrom('business_unit_accounts').where('business_unit_id', '=', unit.id).execute();
  if (request.accountIds.length) await db.insertInto('business_unit_accounts').values(request.accountIds.map((account_id) => ({ business_unit_id: unit.id, account_id }))).execute();
  await syncAlerts(db, unit.tenant_id, previous.filter((id) => !request.accountIds.includes(id)), request.accountIds, request.name);
}

export async function deleteUnit(db: Db, unit: BusinessUnitsTable): Promise<void> {
  const held = (await db.selectFrom('business_unit_accounts').select('account_id').where('business_unit_id', '=', unit.id).execute()).map((r) => r.account_id);
  await db.deleteFrom('business_unit_accounts').where('business_unit_id', '=', unit.id).execute();
  await db.deleteFrom('business_units').where('id', '=', unit.id).where('tenant_id', '=', unit.tenant_id).execute();
  await syncAlerts(db, unit.tenant_id, held, [], '');
}
