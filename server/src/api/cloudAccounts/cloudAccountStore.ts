import { sql } from 'kysely';
import type { Db } from '../../db/openDatabase.js';
import type { CloudAccountsTable } from '../../db/schema.js';

export interface AccountFilters { cloud?: 'aws' | 'azure'; status?: 'connected' | 'pending' | 'error'; group?: string; q?: string }

/** The tenant's accounts with asset and open-alert counts taken from the kept per-account counts, not from a scan per row. */
export async function listAccounts(db: Db, tenantId: string, filters: AccountFilters) {
  let query = db.selectFrom('cloud_accounts').selectAll().where('tenant_id', '=', tenantId);
  if (filters.cloud) query = query.where('provider', '=', filters.cloud);
  if (filters.status) query = query.where('status', '=', filters.status);
  if (filters.group !== undefined) query = query.where('group_name', '=', filters.group);
  if (filters.q) {
    const like = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or([sql<boolean>`name LIKE ${like} ESCAPE '\\'`, sql<boolean>`external_id LIKE ${like} ESCAPE '\\'`]));
  }
  const [rows, assets, alerts] = await Promise.all([
    query.orderBy('name').orderBy('id').execute(),
    db.selectFrom('asset_facet_counts').select(['account_id', db.fn.sum<number>('n').as('n')]).where('tenant_id', '=', tenantId).groupBy('account_id').execute(),
    db.selectFrom('assets').select(['account_id', sql<number>`sum(open_critical + open_high + open_medium + open_low)`.as('n')]).where('tenant_id', '=', tenantId).groupBy('account_id').execute(),
  ]);
  const assetCount = new Map(assets.map((r) => [Number(r.account_id), Number(r.n)]));
  const alertCount = new Map(alerts.map((r) => [Number(r.account_id), Number(r.n)]));
  return rows.map((row) => present(row, assetCount.get(Number(row.id)) ?? 0, alertCount.get(Number(row.id)) ?? 0));
}

/** An account as the API shows it: never its credentials. */
export function present(row: CloudAccountsTable, assets: number, openAlerts: number) {
  return {
    id: Number(row.id), cloud: row.provider, name: row.name, externalId: row.external_id, group: row.group_name, auth: row.auth_kind,
    status: row.status, statusReason: row.status_reason, roleArn: row.role_arn, roleExternalId: row.role_external_id, schedule: row.scan_schedule,
    lastScanAt: row.last_scan_at === null ? null : Number(row.last_scan_at), nextScanAt: row.next_scan_at === null ? null : Number(row.next_scan_at),
    assets, openAlerts,
  };
}

export async function findAccount(db: Db, tenantId: string, id: number): Promise<CloudAccountsTable | undefined> {
  return db.selectFrom('cloud_accounts').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
}

/** What purging the account would delete. */
export async function accountData(db: Db, tenantId: string, accountId: number) {
  const assetIds = db.selectFrom('assets').select('id').where('tenant_id', '=', tenantId).where('account_id', '=', accountId);
  const count = async (q: Promise<{ n: number | string | bigint }>) => Number((await q).n);
  const n = db.fn.countAll<number>().as('n');
  return {
    assets: await count(db.selectFrom('assets').select(n).where('tenant_id', '=', tenantId).where('account_id', '=', accountId).executeTakeFirstOrThrow()),
    alerts: await count(db.selectFrom('alerts').select(n).where('tenant_id', '=', tenantId).where('account_id', '=', accountId).executeTakeFirstOrThrow()),
    identities: await count(db.selectFrom('identities').select(n).where('tenant_id', '=', tenantId).where('account_id', '=', accountId).executeTakeFirstOrThrow()),
    vulnerabilities: await count(db.selectFrom('vulnerabilities').select(n).where('tenant_id', '=', tenantId).where('asset_id', 'in', assetIds).executeTakeFirstOrThrow()),
  };
}

/** Deletes the account's data (in the tenant), children first so the kept counts follow. */
export async function purgeAccountData(db: Db, tenantId: string, accountId: number): Promise<void> {
  const assetIds = db.selectFrom('assets').select('id').where('tenant_id', '=', tenantId).where('account_id', '=', accountId);
  await db.deleteFrom('vulnerabilities').where('tenant_id', '=', tenantId).where('asset_id', 'in', assetIds).execute();
  await db.deleteFrom('asset_access').where('tenant_id', '=', tenantId).where('asset_id', 'in', assetIds).execute();
  await db.deleteFrom('asset_changes').where('tenant_id', '=', tenantId).where('asset_id', 'in', assetIds).execute();
  await db.deleteFrom('asset_tags').where('tenant_id', '=', tenantId).where('asset_id', 'in', assetIds).execute();
  await db.deleteFrom('alerts').where('tenant_id', '=', tenantId).where('account_id', '=', accountId).execute();
  await db.deleteFrom('assets').where('tenant_id', '=', tenantId).where('account_id', '=', accountId).execute();
  await db.deleteFrom('identities').where('tenant_id', '=', tenantId).where('account_id', '=', accountId).execute();
  await db.deleteFrom('compliance_results').where('tenant_id', '=', tenantId).where('account_id', '=', accountId).execute();
}

/** A row to insert without an id, so the database numbers it (the table types declare ids as always given, as the seed gives them). */
export const databaseNumbered = <T extends object>(row: T) => row as T & { id: number };
