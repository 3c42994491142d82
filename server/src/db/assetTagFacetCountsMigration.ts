import { type Kysely, type Migration, sql } from 'kysely';
import { isPostgres } from './dialect.js';

const FACETS = ['cloud', 'account_id', 'region', 'service', 'type', 'category', 'exposed'] as const;
const KEY = ['tenant_id', 'key', 'value', ...FACETS, 'critical'] as const;
const critical = (row: string) => `CASE WHEN ${row}.open_critical > 0 THEN 1 ELSE 0 END`;
const facetsOf = (row: string) => `${FACETS.map((c) => `${row}.${c}`).join(', ')}, ${critical(row)}`;
const facetMatch = (row: string) => `${FACETS.map((c) => `${c} = ${row}.${c}`).join(' AND ')} AND critical = ${critical(row)}`;
const upsert = (select: string) => `INSERT INTO asset_tag_facet_counts (${KEY.join(', ')}, n) ${select}
  ON CONFLICT (${KEY.join(', ')}) DO UPDATE SET n = asset_tag_facet_counts.n + 1`;

/** A tag row joins its asset's combination, or leaves it (nothing when the asset is already gone: its own trigger counted that). */
const tagAdd = upsert(`SELECT NEW.tenant_id, NEW.key, NEW.value, ${facetsOf('a')}, 1 FROM assets a WHERE a.id = NEW.asset_id`);
const tagRemove = `UPDATE asset_tag_facet_counts SET n = n - 1 WHERE tenant_id = OLD.tenant_id AND key = OLD.key AND value = OLD.value
  AND (${FACETS.join(', ')}, critical) IN (SELECT ${facetsOf('a')} FROM assets a WHERE a.id = OLD.asset_id)`;
/** An asset's tags leave its old combination or join its new one. */
const assetRemove = `UPDATE asset_tag_facet_counts SET n = n - 1 WHERE tenant_id = OLD.tenant_id AND ${facetMatch('OLD')}
  AND (key, value) IN (SELECT t.key, t.value FROM asset_tags t WHERE t.asset_id = OLD.id)`;
const assetAdd = upsert(`SELECT NEW.tenant_id, t.key, t.value, ${facetsOf('NEW')}, 1 FROM asset_tags t WHERE t.asset_id = NEW.id`);
const changed = `(${[...FACETS, 'tenant_id'].map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ')} OR ${critical('OLD')} <> ${critical('NEW')})`;

/**
 * Assets per tag key and value within each filter combination (`asset_tag_facet_counts`, kept by triggers like
 * `asset_facet_counts`): with a tag filter the inventory's total and filter menus then sum a few thousand counts instead
 * of joining a tenant's tags to its assets (seconds at a million assets).
 */
export const assetTagFacetCountsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Replaying the migrations after an earlier one (as upgrade tests do) finds the table and its triggers in place.
    if ((await db.introspection.getTables()).some((t) => t.name === 'asset_tag_facet_counts')) return;
    const clustered = isPostgres(db) ? sql`` : sql`WITHOUT ROWID`;
    const type = (column: string) => (column === 'account_id' || column === 'exposed' || column === 'critical' ? 'integer' : 'text');
    await sql`CREATE TABLE asset_tag_facet_counts (${sql.raw(KEY.map((c) => `${c} ${type(c)} NOT NULL`).join(', '))}, n integer NOT NULL,
      CONSTRAINT asset_tag_facet_counts_pk PRIMARY KEY (${sql.raw(KEY.join(', '))})) ${clustered}`.execute(db);
    await sql`INSERT INTO asset_tag_facet_counts (${sql.raw(KEY.join(', '))}, n)
      SELECT t.tenant_id, t.key, t.value, ${sql.raw(facetsOf('a'))}, count(*) FROM asset_tags t JOIN assets a ON a.id = t.asset_id
      GROUP BY t.tenant_id, t.key, t.value, ${sql.raw(facetsOf('a'))}`.execute(db);
    if (isPostgres(db)) return postgresTriggers(db);
    const run = (statement: string) => sql.raw(statement).execute(db);
    await run(`CREATE TRIGGER asset_tags_facet_insert AFTER INSERT ON asset_tags BEGIN ${tagAdd}; END`);
    await run(`CREATE TRIGGER asset_tags_facet_delete AFTER DELETE ON asset_tags BEGIN ${tagRemove}; END`);
    await run(`CREATE TRIGGER asset_tags_facet_update AFTER UPDATE OF tenant_id, key, value, asset_id ON asset_tags BEGIN ${tagRemove}; ${tagAdd}; END`);
    await run(`CREATE TRIGGER assets_tag_facet_insert AFTER INSERT ON assets BEGIN ${assetAdd}; END`);
    await run(`CREATE TRIGGER assets_tag_facet_delete AFTER DELETE ON assets BEGIN ${assetRemove}; END`);
    await run(`CREATE TRIGGER assets_tag_facet_update AFTER UPDATE OF tenant_id, ${FACETS.join(', ')}, open_critical ON assets WHEN ${changed}
      BEGIN ${assetRemove}; ${assetAdd}; END`);
  },
};

async function postgresTriggers(db: Kysely<unknown>) {
  await sql.raw(`CREATE OR REPLACE FUNCTION asset_tags_facet_count() RETURNS trigger LANGUAGE plpgsql AS $body$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN ${tagRemove}; END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN ${tagAdd}; END IF;
      RETURN NULL;
    END
    $body$`).execute(db);
  await sql`CREATE TRIGGER asset_tags_facet_count AFTER INSERT OR DELETE OR UPDATE OF tenant_id, key, value, asset_id ON asset_tags
    FOR EACH ROW EXECUTE FUNCTION asset_tags_facet_count()`.execute(db);
  await sql.raw(`CREATE OR REPLACE FUNCTION assets_tag_facet_count() RETURNS trigger LANGUAGE plpgsql AS $body$
    BEGIN
      IF TG_OP = 'DELETE' THEN ${assetRemove}; RETURN NULL; END IF;
      IF TG_OP = 'INSERT' THEN ${assetAdd}; RETURN NULL; END IF;
      IF NOT ${changed} THEN RETURN NULL; END IF;
      ${assetRemove};
      ${assetAdd};
      RETURN NULL;
    END
    $body$`).execute(db);
  await sql.raw(`CREATE TRIGGER assets_tag_facet_count AFTER INSERT OR DELETE OR UPDATE OF tenant_id, ${FACETS.join(', ')}, open_critical ON assets
    FOR EACH ROW EXECUTE FUNCTION assets_tag_facet_count()`).execute(db);
}
