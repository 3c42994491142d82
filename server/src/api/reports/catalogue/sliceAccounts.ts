import type { Db } from '../../../db/openDatabase.js';
import type { ReportSlice } from './catalogueSchemas.js';

/**
 * The tenant's cloud accounts a slice's filters leave in (its clouds, its accounts, the accounts of its business units,
 * by name), or null when the slice filters none of them. A figure kept per account is filtered through this list.
 */
export async function sliceAccounts(db: Db, tenantId: string, s: Pick<ReportSlice, 'cloud' | 'account' | 'businessUnit'>): Promise<number[] | null> {
  if (!s.cloud.length && !s.account.length && !s.businessUnit.length) return null;
  let q = db.selectFrom('cloud_accounts as a').select('a.id').where('a.tenant_id', '=', tenantId);
  if (s.cloud.length) q = q.where('a.provider', 'in', s.cloud as ('aws' | 'azure')[]);
  if (s.account.length) q = q.where('a.id', 'in', s.account);
  if (s.businessUnit.length) {
    q = q.where('a.id', 'in', (eb) => eb.selectFrom('business_unit_accounts as bua').innerJoin('business_units as bu', 'bu.id', 'bua.business_unit_id')
      .select('bua.account_id').where('bu.tenant_id', '=', tenantId).where('bu.name', 'in', s.businessUnit));
  }
  return (await q.orderBy('a.id').execute()).map((r) => Number(r.id));
}

/** An account list for an `IN`: none left in matches no account (an id no account has). */
export const accountsOrNone = (ids: readonly number[]): number[] => (ids.length ? [...ids] : [-1]);
