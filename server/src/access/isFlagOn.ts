import type { Db } from '../db/openDatabase.js';

/** A flag for the tenant as a whole: its tenant-wide override if any, else the catalogue default. */
export async function isFlagOn(db: Db, tenantId: string, key: string): Promise<boolean> {
  const override = await db.selectFrom('feature_flag_overrides').select('enabled').where('tenant_id', '=', tenantId).where('flag_key', '=', key)
    .where('feature', 'is', null).where('cloud_type', 'is', null).executeTakeFirst();
  if (override) return override.enabled === 1;
  const flag = await db.selectFrom('feature_flags').select('default_enabled').where('key', '=', key).executeTakeFirst();
  return flag?.default_enabled === 1;
}
