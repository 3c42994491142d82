import type { Db } from '../db/openDatabase.js';
import type { ComplianceSlice } from './scoreFramework.js';

const COLUMNS = ['id', 'ref', 'resource', 'rule_id', 'account_id', 'account_name', 'cloud', 'region', 'business_unit', 'asset_id', 'severity', 'title'] as const;

/** The open alerts of a requirement's checks in the slice, most severe first (then by id): what makes it fail. */
export function failingAlertsQuery(db: Db, tenantId: string, checks: readonly string[], slice: ComplianceSlice) {
  let q = db.selectFrom('alerts').select([...COLUMNS])
    .where('tenant_id', '=', tenantId).where('status', '=', 'Open').where('rule_id', 'in', [...checks]);
  if (slice.cloud?.length) q = q.where('cloud', 'in', [...slice.cloud]);
  if (slice.accountId?.length) q = q.where('account_id', 'in', [...slice.accountId]);
  if (slice.region?.length) q = q.where('region', 'in', [...slice.region]);
  if (slice.businessUnit?.length) q = q.where('business_unit', 'in', [...slice.businessUnit]);
  return q.orderBy('severity_rank', 'desc').orderBy('id');
}

/** Every failing alert of a requirement, in batches of `batch`, for a streamed export. */
export async function* failingAlertBatches(db: Db, tenantId: string, checks: readonly string[], slice: ComplianceSlice, batch = 1000) {
  if (checks.length === 0) return;
  for (let offset = 0; ; offset += batch) {
    const rows = await failingAlertsQuery(db, tenantId, checks, slice).limit(batch).offset(offset).execute();
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
  }
}
