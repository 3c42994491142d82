import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from './dialect.js';

export const ASSET_DASHBOARD_COUNTS = 'asset_dashboard_counts';
const TABLE = ASSET_DASHBOARD_COUNTS;
const DAY_MS = 86_400_000;

/** The key of an asset's count row, as SQL over one row image (or the bare table, for the recount). */
const keyOf = (row: 'NEW.' | 'OLD.' | '') => ({
  tenant_id: `${row}tenant_id`,
  created_day: `${row}created_at / ${DAY_MS}`,
  cloud: `${row}cloud`,
  exposed: `${row}exposed`,
  highest: `CASE WHEN ${row}open_critical > 0 THEN 4 WHEN ${row}open_high > 0 THEN 3 WHEN ${row}open_medium > 0 THEN 2 WHEN ${row}open_low > 0 THEN 1 ELSE 0 END`,
});
const KEYS = Object.keys(keyOf('')) as (keyof ReturnType<typeof keyOf>)[];
const keys = KEYS.join(', ');
const add = `INSERT INTO ${TABLE} (${keys}, n) VALUES (${Object.values(keyOf('NEW.')).join(', ')}, 1)
  ON CONFLICT (${keys}) DO UPDATE SET n = ${TABLE}.n + 1`;
const remove = `UPDATE ${TABLE} SET n = n - 1 WHERE ${KEYS.map((k) => `${k} = ${keyOf('OLD.')[k]}`).join(' AND ')}`;
const changed = `(${KEYS.map((k) => `${keyOf('OLD.')[k]} IS DISTINCT FROM ${keyOf('NEW.')[k]}`).join(' OR ')})`;
/** The columns whose update can move an asset to another count row. */
const WATCHED = 'tenant_id, created_at, cloud, exposed, open_critical, open_high, open_medium, open_low';

/** What the triggers keep, counted from the assets in one pass (the migration and the bulk demo load). */
export const ASSET_DASHBOARD_RECOUNT = `INSERT INTO ${TABLE} (${keys}, n)
  SELECT ${Object.values(keyOf('')).join(', ')}, count(*) FROM assets GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5`;

/**
 * Assets per tenant, day first seen, cloud, exposure and highest open alert severity (0 for none to 4 for critical),
 * kept by triggers on assets whoever writes them: the asset dashboard's weekly growth and exposure flow read these few
 * thousand rows a tenant instead of grouping every asset (130 to 770 ms at a million assets).
 */
export const assetDashboardCountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable(TABLE).ifNotExists()
      .addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('created_day', 'integer', (c) => c.notNull())
      .addColumn('cloud', 'text', (c) => c.notNull()).addColumn('exposed', 'integer', (c) => c.notNull())
      .addColumn('highest', 'integer', (c) => c.notNull()).addColumn('n', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint(`${TABLE}_pk`, [...KEYS] as never).execute();
    if (isPostgres(db)) {
      await sql.raw(`CREATE OR REPLACE FUNCTION ${TABLE}() RETURNS trigger LANGUAGE plpgsql AS $body$
        BEGIN
          IF TG_OP = 'UPDATE' AND NOT ${changed} THEN RETURN NULL; END IF;
          IF TG_OP IN ('UPDATE', 'DELETE') THEN ${remove}; END IF;
          IF TG_OP IN ('INSERT', 'UPDATE') THEN ${add}; END IF;
          RETURN NULL;
        END $body$`).execute(db);
      await sql.raw(`DROP TRIGGER IF EXISTS ${TABLE} ON assets`).execute(db);
      await sql.raw(`CREATE TRIGGER ${TABLE} AFTER INSERT OR DELETE OR UPDATE OF ${WATCHED} ON assets FOR EACH ROW EXECUTE FUNCTION ${TABLE}()`).execute(db);
    } else {
      await sql.raw(`CREATE TRIGGER IF NOT EXISTS ${TABLE}_insert AFTER INSERT ON assets BEGIN ${add}; END`).execute(db);
      await sql.raw(`CREATE TRIGGER IF NOT EXISTS ${TABLE}_delete AFTER DELETE ON assets BEGIN ${remove}; END`).execute(db);
      await sql.raw(`CREATE TRIGGER IF NOT EXISTS ${TABLE}_update AFTER UPDATE OF ${WATCHED} ON assets WHEN ${changed}
        BEGIN ${remove}; ${add}; END`).execute(db);
    }
    await sql.raw(`DELETE FROM ${TABLE}`).execute(db);
    await sql.raw(ASSET_DASHBOARD_RECOUNT).execute(db);
  },
};
