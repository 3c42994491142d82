import type { Db } from '../db/openDatabase.js';
import { KNOWN_CHECKS, shippedFrameworks } from './loadFrameworks.js';
import { parseFramework, type Framework } from './parseFramework.js';

/** The shipped frameworks and the tenant's own uploaded ones (validated when uploaded, so parsed here without fuss). */
export async function tenantFrameworks(db: Db, tenantId: string): Promise<Framework[]> {
  const custom = await db.selectFrom('compliance_frameworks').select(['id', 'body']).where('tenant_id', '=', tenantId).orderBy('id').execute();
  return [...shippedFrameworks(), ...custom.flatMap((row) => {
    const parsed = parseFramework(row.body, row.id, KNOWN_CHECKS);
    return parsed.ok ? [parsed.framework] : [];
  })];
}
