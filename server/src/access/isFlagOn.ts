import type { Db } from '../db/openDatabase.js';
import { AppError } from '../http/AppError.js';

/** A flag for the tenant as a whole: its tenant-wide override if any, else the catalogue default. */
export async function isFlagOn(db: Db, tenantId: string, key: string): Promise<boolean> {
  const override = await db.selectFrom('feature_flag_overrides').select('enabled').where('tenant_id', '=', tenantId).where('flag_key', '=', key)
    .where('feature', 'is', null).where('cloud_type', 'is', null).executeTakeFirst();
  if (override) return override.enabled === 1;
  const flag = await db.selectFrom('feature_flags').select('default_enabled').where('key', '=', key).executeTakeFirst();
  return flag?.default_enabled === 1;
}

/**
 * Throws 404 FEATURE_DISABLED unless the flag is on for the tenant: for the
 * tenant the feature does not exist, as the console shows it.
 */
export async function requireFlagOn(db: Db, tenantId: string, key: string): Promise<void> {
  if (!(await isFlagOn(db, tenantId, key))) throw new AppError(404, 'FEATURE_DISABLED', `Feature ${key} is not enabled for this tenant`);
}
