import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/openDatabase.js';

/**
 * The tenant's asset types, in order: each found by seeking past the one before in the per-type index of the combination
 * counts (asset_facet_counts_type), a few dozen seeks whatever the number of combinations. Types counted down to zero are left out.
 */
export async function assetTypes(db: Db, tenantId: string): Promise<string[]> {
  return (await assetTypesQuery(tenantId).execute(db)).rows.map((r) => r.type);
}

/** The query of assetTypes. */
export function assetTypesQuery(tenantId: string) {
  const next = (after: RawBuilder<unknown>) => sql`SELECT min(type) FROM asset_facet_counts WHERE tenant_id = ${tenantId} AND n > 0${after}`;
  return sql<{ type: string }>`WITH RECURSIVE types (type) AS (SELECT (${next(sql``)})
    UNION ALL SELECT (${next(sql` AND type > types.type`)}) FROM types WHERE types.type IS NOT NULL)
    SELECT type FROM types WHERE type IS NOT NULL`;
}
