import { type Kysely, type RawBuilder, sql } from 'kysely';
import { isPostgres } from './dialect.js';

const RANKS = [['open_critical', 4], ['open_high', 3], ['open_medium', 2], ['open_low', 1]] as const;

/** `open_critical = open_critical + CASE WHEN <row>.severity_rank = 4 THEN <step> ELSE 0 END, …` for one alert row image. */
const bump = (row: 'NEW' | 'OLD', step: 1 | -1) => sql.raw(RANKS.map(([column, rank]) =>
  `${column} = ${column} + CASE WHEN ${row}.severity_rank = ${rank} THEN ${step} ELSE 0 END`).join(', '));

const FACET_COLUMNS = ['tenant_id', 'cloud', 'account_id', 'region', 'service', 'type', 'category', 'exposed'] as const;
const critical = (row: 'NEW' | 'OLD') => `CASE WHEN ${row}.open_critical > 0 THEN 1 ELSE 0 END`;
const facetKey = (row: 'NEW' | 'OLD') => sql.raw(`${FACET_COLUMNS.map((c) => `${c} = ${row}.${c}`).join(' AND ')} AND critical = ${critical(row)}`);
const facetAdd = sql.raw(`INSERT INTO asset_facet_counts (${FACET_COLUMNS.join(', ')}, critical, n)
  VALUES (${FACET_COLUMNS.map((c) => `NEW.${c}`).join(', ')}, ${critical('NEW')}, 1)
  ON CONFLICT (${FACET_COLUMNS.join(', ')}, critical) DO UPDATE SET n = asset_facet_counts.n + 1`);
const facetRemove = (row: 'NEW' | 'OLD') => sql`UPDATE asset_facet_counts SET n = n - 1 WHERE ${facetKey(row)}`;
const facetChanged = sql.raw(`(${FACET_COLUMNS.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ')} OR ${critical('OLD')} <> ${critical('NEW')})`);

const tagAdd = sql.raw(`INSERT INTO asset_tag_counts (tenant_id, key, value, n) VALUES (NEW.tenant_id, NEW.key, NEW.value, 1)
  ON CONFLICT (tenant_id, key, value) DO UPDATE SET n = asset_tag_counts.n + 1`);
const tagRemove = sql.raw('UPDATE asset_tag_counts SET n = n - 1 WHERE tenant_id = OLD.tenant_id AND key = OLD.key AND value = OLD.value');

/**
 * Keeps `assets.open_*` equal to the asset's open cloud alerts per severity whatever changes an alert (actions, ignore
 * rules, new scans, deletes), `asset_facet_counts` equal to the assets per filter combination whatever changes an asset,
 * and `asset_tag_counts` equal to the assets per tag key and value.
 */
export async function createAssetCountTriggers(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) return createPostgresTriggers(db);
  const run = (statement: RawBuilder<unknown>) => statement.execute(db);
  const openAlert = (row: 'NEW' | 'OLD') => sql.raw(`${row}.asset_id IS NOT NULL AND ${row}.status = 'Open'`);
  await run(sql`CREATE TRIGGER alerts_open_count_insert AFTER INSERT ON alerts WHEN ${openAlert('NEW')}
    BEGIN UPDATE assets SET ${bump('NEW', 1)} WHERE id = NEW.asset_id; END`);
  // Two triggers for an update: the old image leaves its asset's counts, the new one joins (Open to Open nets zero).
  await run(sql`CREATE TRIGGER alerts_open_count_update_old AFTER UPDATE OF status, severity_rank, asset_id ON alerts WHEN ${openAlert('OLD')}
    BEGIN UPDATE assets SET ${bump('OLD', -1)} WHERE id = OLD.asset_id; END`);
  await run(sql`CREATE TRIGGER alerts_open_count_update_new AFTER UPDATE OF status, severity_rank, asset_id ON alerts WHEN ${openAlert('NEW')}
    BEGIN UPDATE assets SET ${bump('NEW', 1)} WHERE id = NEW.asset_id; END`);
  await run(sql`CREATE TRIGGER alerts_open_count_delete AFTER DELETE ON alerts WHEN ${openAlert('OLD')}
    BEGIN UPDATE assets SET ${bump('OLD', -1)} WHERE id = OLD.asset_id; END`);
  await run(sql`CREATE TRIGGER assets_facet_insert AFTER INSERT ON assets BEGIN ${facetAdd}; END`);
  await run(sql`CREATE TRIGGER assets_facet_delete AFTER DELETE ON assets BEGIN ${facetRemove('OLD')}; END`);
  await run(sql`CREATE TRIGGER asset_tags_count_insert AFTER INSERT ON asset_tags BEGIN ${tagAdd}; END`);
  await run(sql`CREATE TRIGGER asset_tags_count_delete AFTER DELETE ON asset_tags BEGIN ${tagRemove}; END`);
  await run(sql`CREATE TRIGGER asset_tags_count_update AFTER UPDATE OF tenant_id, key, value ON asset_tags BEGIN ${tagRemove}; ${tagAdd}; END`);
  await run(sql`CREATE TRIGGER assets_facet_update AFTER UPDATE OF ${sql.raw(FACET_COLUMNS.join(', '))}, open_critical ON assets WHEN ${facetChanged}
    BEGIN ${facetRemove('OLD')}; ${facetAdd}; END`);
}

async function createPostgresTriggers(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE OR REPLACE FUNCTION alerts_open_count() RETURNS trigger LANGUAGE plpgsql AS $body$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        IF OLD.asset_id IS NOT NULL AND OLD.status = 'Open' THEN UPDATE assets SET ${bump('OLD', -1)} WHERE id = OLD.asset_id; END IF;
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        IF NEW.asset_id IS NOT NULL AND NEW.status = 'Open' THEN UPDATE assets SET ${bump('NEW', 1)} WHERE id = NEW.asset_id; END IF;
      END IF;
      RETURN NULL;
    END
    $body$`.execute(db);
  await sql`CREATE TRIGGER alerts_open_count AFTER INSERT OR DELETE OR UPDATE OF status, severity_rank, asset_id ON alerts
    FOR EACH ROW EXECUTE FUNCTION alerts_open_count()`.execute(db);
  await sql`CREATE OR REPLACE FUNCTION assets_facet_count() RETURNS trigger LANGUAGE plpgsql AS $body$
    BEGIN
      IF TG_OP = 'DELETE' THEN ${facetRemove('OLD')}; RETURN NULL; END IF;
      IF TG_OP = 'UPDATE' THEN
        IF NOT ${facetChanged} THEN RETURN NULL; END IF;
        ${facetRemove('OLD')};
      END IF;
      ${facetAdd};
      RETURN NULL;
    END
    $body$`.execute(db);
  await sql`CREATE OR REPLACE FUNCTION asset_tags_count() RETURNS trigger LANGUAGE plpgsql AS $body$
    BEGIN
      IF TG_OP IN ('UPDATE', 'DELETE') THEN ${tagRemove}; END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN ${tagAdd}; END IF;
      RETURN NULL;
    END
    $body$`.execute(db);
  await sql`CREATE TRIGGER asset_tags_count AFTER INSERT OR DELETE OR UPDATE OF tenant_id, key, value ON asset_tags
    FOR EACH ROW EXECUTE FUNCTION asset_tags_count()`.execute(db);
  await sql`CREATE TRIGGER assets_facet_count AFTER INSERT OR DELETE OR UPDATE OF ${sql.raw(FACET_COLUMNS.join(', '))}, open_critical ON assets
    FOR EACH ROW EXECUTE FUNCTION assets_facet_count()`.execute(db);
}
