import { sql } from 'kysely';
import type { Db } from '../../../db/openDatabase.js';

/**
 * The tenants holding rows in a telemetry table, each found by seeking past the one before in its key (which starts
 * with the tenant): a few seeks, where grouping the table by tenant read every row (8.8 million minutes at the large scale).
 */
export async function tenantsIn(db: Db, table: string): Promise<string[]> {
  const next = (after: ReturnType<typeof sql>) => sql`SELECT min(tenant_id) FROM ${sql.table(table)}${after}`;
  const rows = await sql<{ id: string }>`WITH RECURSIVE t (id) AS (SELECT (${next(sql``)})
    UNION ALL SELECT (${next(sql` WHERE tenant_id > t.id`)}) FROM t WHERE t.id IS NOT NULL)
    SELECT id FROM t WHERE id IS NOT NULL`.execute(db);
  return rows.rows.map((r) => r.id);
}
