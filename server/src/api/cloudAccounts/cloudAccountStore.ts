import { sql } from 'kysely';
import type { Db } from '../../db/openDatabase.js';
import type { CloudAccountsTable, CloudScansTable } from '../../db/schema.js';
import type { AccountFilters } from './cloudAccountSchemas.js';

const SORT_COLUMN = { name: 'name', cloud: 'provider', externalId: 'external_id', group: 'group_name', status: 'status', lastScanAt: 'last_scan_at', nextScanAt: 'next_scan_at' } as const;

/** The tenant's accounts with asset and open-alert counts taken from the kept per-account counts, not from a scan per row. */
export async function listAccounts(db: Db, tenantId: string, filters: Partial<AccountFilters> & Pick<AccountFilters, 'sort' | 'dir'>) {
  let query = db.selectFrom('cloud_accounts').selectAll().where('tenant_id', '=', tenantId);
  if (filters.cloud?.length) query = query.where('provider', 'in', filters.cloud);
  if (filters.status?.length) query = query.where('status', 'in', filters.status);
  if (filters.group?.length) query = query.where('group_name', 'in', filters.group);
  if (filters.q) {
    const like = `%${filters.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) => eb.or([sql<boolean>`name LIKE ${like} ESCAPE '\\'`, sql<boolean>`external_id LIKE ${like} ESCAPE '\\'`]));
  }
  const [rows, assets, alerts, scans] = await Promise.all([
    query.orderBy(SORT_COLUMN[filters.sort], filters.dir).orderBy('id').execute(),
    db.selectFrom('asset_facet_counts').select(['account_id', db.fn.sum<number>('n').as('n')]).where('tenant_id', '=', tenantId).groupBy('account_id').execute(),
    db.selectFrom('assets').select(['account_id', sql<number>`sum(open_critical + open_high + open_medium + open_low)`.as('n')]).where('tenant_id', '=', tenantId).groupBy('account_id').execute(),
    // Each account's latest scan.
    db.selectFrom('cloud_scans').selectAll().where('tenant_id', '=', tenantId)
      .where('id', 'in', db.selectFrom('cloud_scans').select((eb) => eb.fn.max('id').as('id')).where('tenant_id', '=', tenantId).groupBy('account_id')).execute(),
  ]);
  const scanOf = new Map(scans.map((r) => [Number(r.account_id), toJob(r)]));
  const assetCount = new Map(assets.map((r) => [Number(r.account_id), Number(r.n)]));
  const alertCount = new Map(alerts.map((r) => [Number(r.account_id), Number(r.n)]));
  return rows.map((row) => present(row, assetCount.get(Number(row.id)) ?? 0, alertCount.get(Number(row.id)) ?? 0, scanOf.get(Number(row.id)) ?? null));
}

/** The tenant's account groups: those made on their own and those accounts name. */
export async function listGroups(db: Db, tenantId: string): Promise<string[]> {
  const [made, named] = await Promise.all([
    db.selectFrom('cloud_account_groups').select('name').where('tenant_id', '=', tenantId).execute(),
    db.selectFrom('cloud_accounts').select('group_name').distinct().where('tenant_id', '=', tenantId).where('group_name', '<>', '').execute(),
  ]);
  return [...new Set([...made.map((g) => g.name), ...named.map((g) => g.group_name)])].sort((a, b) => a.localeCompare(b));
}

/** A scan as the API shows it. */
export function toJob(row: CloudScansTable) {
  return { id: Number(row.id), accountId: Number(row.account_id), status: row.status, progress: Number(row.progress), step: row.step,
    startedAt: Number(row.started_at), finishedAt: row.finished_at === null ? null : Number(row.finished_at), error: row.error };
}

/** An account as the API shows it: never its credentials. */
export function present(row: CloudAccountsTable, assets: number, openAlerts: number, scan: ReturnType<typeof toJob> | null = null) {
  return {
    id: Number(row.id), cloud: row.provider, name: row.name, externalId: row.external_id, group: row.group_name, auth: row.auth_kind,
    status: row.status, statusReason: row.status_reason, roleArn: row.role_arn, roleExternalId: row.role_external_id, zsTag: row.zs_tag, schedule: row.scan_schedule,
    lastScanAt: row.last_scan_at === null ? null : Number(row.last_scan_at), nextScanAt: row.next_scan_at === null ? null : Number(row.next_scan_at),
    assets, openAlerts, scan,
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
  const identityIds = db.selectFrom('identities').select('id').where('tenant_id', '=', tenantId).where('account_id', '=', accountId);
  // Access rows go with either end: the account's assets, and its identities wherever they reach.
  await db.deleteFrom('asset_access').where('tenant_id', '=', tenantId).where((eb) => eb.or([eb('asset_id', 'in', assetIds), eb('identity_id', 'in', identityIds)]))
    .execute();
  await db.deleteFrom('asset_changes').where('tenant_id', '=', tenantId).where('asset_id', 'in', assetIds).execute();
  await db.deleteFrom('asset_tags').where('tenant_id', '=', tenantId).where('asset_id', 'in', assetIds).execute();
  await db.deleteFrom('alerts').where('tenant_id', '=', tenantId).where('account_id', '=', accountId).execute();
  await db.deleteFrom('assets').where('tenant_id', '=', tenantId).where('account_id', '=', accountId).execute();
  await db.deleteFrom('identities').where('tenant_id', '=', tenantId).where('account_id', '=', accountId).execute();
  await db.deleteFrom('compliance_results').where('tenant_id', '=', tenantId).where('account_id', '=', accountId).execute();
}

/** A row to insert without an id, so the database numbers it (the table types declare ids as always given, as the seed gives them). */
export const databaseNumbered = <T extends object>(row: T) => row as T & { id: number };
