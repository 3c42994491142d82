import { type Kysely, type Migration, sql } from 'kysely';
import { createAssetCountTriggers } from './assetCountTriggers.js';
import { isPostgres } from './dialect.js';

/** Asset columns that filter or sort the inventory: each gets a (tenant, column, id) index, so a page reads it in order. */
export const ASSET_INDEXED_COLUMNS = {
  name: 'name', resource_id: 'resource_id', account_name: 'account_name', account_id: 'account_id', region: 'region', type: 'type',
  service: 'service', category: 'category', cloud: 'cloud', open_critical: 'open_critical', open_high: 'open_high',
  open_medium: 'open_medium', open_low: 'open_low', created_at: 'first_seen', last_seen: 'last_seen',
} as const;

/**
 * The cloud asset inventory: what an asset is (resource id, service, category, metadata), its tags, internet exposure,
 * last seen time, change history and the identities that can reach it, plus open-alert counts per severity kept on the
 * asset and per-combination counts in `asset_facet_counts`, both maintained by triggers, so that the list sorts and filters
 * on alert counts and the filter menus count a million assets without reading them. Cloud alerts point at their asset.
 */
export const cloudAssetsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Replaying the migrations after an earlier one (as upgrade tests do) finds all of this in place.
    const tables = await db.introspection.getTables();
    if (tables.find((t) => t.name === 'assets')?.columns.some((c) => c.name === 'resource_id')) return;
    const s = db.schema;
    // On SQLite the tag and count tables are stored in key order (no rowid): a tenant's counts, or an asset's tags with
    // their values, are then one contiguous read instead of an index lookup plus a row lookup each.
    const clustered = isPostgres(db) ? sql`` : sql`WITHOUT ROWID`;
    const text = (name: string) => s.alterTable('assets').addColumn(name, 'text', (c) => c.notNull().defaultTo('')).execute();
    const int = (name: string, type: 'integer' | 'bigint' = 'integer') => s.alterTable('assets').addColumn(name, type, (c) => c.notNull().defaultTo(0)).execute();
    for (const column of ['resource_id', 'cloud', 'account_name', 'service', 'category', 'exposure_reason']) await text(column);
    await s.alterTable('assets').addColumn('metadata', 'text', (c) => c.notNull().defaultTo('{}')).execute();
    for (const column of ['exposed', 'open_critical', 'open_high', 'open_medium', 'open_low']) await int(column);
    await int('last_seen', 'bigint');
    await s.alterTable('alerts').addColumn('asset_id', 'integer').execute();
    // Rows from before: their account's cloud and name, and their name as resource id until a scan reports the real one.
    await sql`UPDATE assets SET resource_id = name, last_seen = created_at,
      cloud = COALESCE((SELECT provider FROM cloud_accounts c WHERE c.id = assets.account_id), ''),
      account_name = COALESCE((SELECT name FROM cloud_accounts c WHERE c.id = assets.account_id), '')`.execute(db);

    await s.dropIndex('assets_tenant_type').execute();
    for (const [column, label] of Object.entries(ASSET_INDEXED_COLUMNS)) {
      await s.createIndex(`assets_${label}`).on('assets').columns(['tenant_id', column, 'id']).execute();
    }
    // Exposure filter and the riskiest exposed assets (most open critical, then high alerts).
    await s.createIndex('assets_exposed_risk').on('assets').columns(['tenant_id', 'exposed', 'open_critical', 'open_high', 'id']).execute();
    await s.createIndex('alerts_asset').on('alerts').columns(['asset_id', 'status', 'severity_rank']).execute();
    await s.createIndex('vulnerabilities_asset').on('vulnerabilities').columns(['tenant_id', 'asset_id']).execute();
    await s.createIndex('compliance_results_account').on('compliance_results').columns(['tenant_id', 'account_id', 'status']).execute();

    await s.createTable('asset_tags').addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('asset_id', 'integer', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull()).addColumn('value', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('asset_tags_pk', ['asset_id', 'key']).modifyEnd(clustered).execute();
    await s.createIndex('asset_tags_key_value').on('asset_tags').columns(['tenant_id', 'key', 'value', 'asset_id']).execute();
    await s.createTable('asset_changes').addColumn('id', 'integer', (c) => (isPostgres(db) ? c.generatedByDefaultAsIdentity().primaryKey() : c.primaryKey())).addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('asset_id', 'integer', (c) => c.notNull()).addColumn('changed_at', 'bigint', (c) => c.notNull())
      .addColumn('field', 'text', (c) => c.notNull()).addColumn('before', 'text', (c) => c.notNull()).addColumn('after', 'text', (c) => c.notNull()).execute();
    await s.createIndex('asset_changes_asset').on('asset_changes').columns(['asset_id', 'changed_at']).execute();
    await s.createTable('asset_access').addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('asset_id', 'integer', (c) => c.notNull())
      .addColumn('identity_id', 'integer', (c) => c.notNull()).addColumn('access', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('asset_access_pk', ['asset_id', 'identity_id']).execute();
    await s.createIndex('asset_access_identity').on('asset_access').columns(['identity_id']).execute();
    await s.createTable('asset_facet_counts').addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('cloud', 'text', (c) => c.notNull())
      .addColumn('account_id', 'integer', (c) => c.notNull()).addColumn('region', 'text', (c) => c.notNull()).addColumn('service', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull()).addColumn('category', 'text', (c) => c.notNull()).addColumn('exposed', 'integer', (c) => c.notNull())
      .addColumn('critical', 'integer', (c) => c.notNull()).addColumn('n', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('asset_facet_counts_pk', ['tenant_id', 'cloud', 'account_id', 'region', 'service', 'type', 'category', 'exposed', 'critical'])
      .modifyEnd(clustered).execute();

    await s.createTable('asset_tag_counts').addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('key', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull()).addColumn('n', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('asset_tag_counts_pk', ['tenant_id', 'key', 'value']).modifyEnd(clustered).execute();

    await createAssetCountTriggers(db);
    // Existing cloud alerts find their asset by resource id; then counts are taken once, the triggers keep them from here.
    await sql`UPDATE alerts SET asset_id = (SELECT s.id FROM assets s WHERE s.tenant_id = alerts.tenant_id AND s.resource_id = alerts.resource LIMIT 1)
      WHERE kind = 'cloud'`.execute(db);
    const open = (rank: number) => sql`(SELECT count(*) FROM alerts a WHERE a.asset_id = assets.id AND a.status = 'Open' AND a.severity_rank = ${sql.lit(rank)})`;
    await sql`UPDATE assets SET open_critical = ${open(4)}, open_high = ${open(3)}, open_medium = ${open(2)}, open_low = ${open(1)}
      WHERE id IN (SELECT asset_id FROM alerts WHERE asset_id IS NOT NULL)`.execute(db);
    await sql`DELETE FROM asset_facet_counts`.execute(db);
    await sql`INSERT INTO asset_facet_counts (tenant_id, cloud, account_id, region, service, type, category, exposed, critical, n)
      SELECT tenant_id, cloud, account_id, region, service, type, category, exposed, CASE WHEN open_critical > 0 THEN 1 ELSE 0 END, count(*)
      FROM assets GROUP BY tenant_id, cloud, account_id, region, service, type, category, exposed, CASE WHEN open_critical > 0 THEN 1 ELSE 0 END`.execute(db);
    await sql`INSERT INTO asset_tag_counts (tenant_id, key, value, n) SELECT tenant_id, key, value, count(*) FROM asset_tags GROUP BY tenant_id, key, value`.execute(db);
  },
};
