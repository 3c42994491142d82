import type { Db } from '../../db/openDatabase.js';

export interface TenantAccount { name: string; externalId: string; businessUnit: string | null }

/** The tenant's cloud accounts with their cloud ids and business units as they are now (administrators move accounts). */
export async function accountsOf(db: Db, tenantId: string): Promise<Map<number, TenantAccount>> {
  const rows = await db.selectFrom('cloud_accounts as a')
    .leftJoin('business_unit_accounts as bua', 'bua.account_id', 'a.id')
    .leftJoin('business_units as bu', (join) => join.onRef('bu.id', '=', 'bua.business_unit_id').on('bu.tenant_id', '=', tenantId))
    .select(['a.id', 'a.name', 'a.external_id', 'bu.name as unit']).where('a.tenant_id', '=', tenantId).execute();
  return new Map(rows.map((r) => [Number(r.id), { name: r.name, externalId: r.external_id, businessUnit: r.unit ?? null }]));
}
