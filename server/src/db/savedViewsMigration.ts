import type { Kysely, Migration } from 'kysely';

/**
 * Saved views: a person's named table views (filters, sort, columns, page size) per area such as `alerts.cloud`,
 * one of which may open by default. A name is unique per person and area.
 */
export const savedViewsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createTable('saved_views').ifNotExists().addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('area', 'text', (c) => c.notNull()).addColumn('name', 'text', (c) => c.notNull())
      .addColumn('name_key', 'text', (c) => c.notNull()).addColumn('view', 'text', (c) => c.notNull())
      .addColumn('is_default', 'integer', (c) => c.notNull()).addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull()).execute();
    // name_key is the name in lower case: "Critical" and "critical" are one name to the person choosing between them.
    await db.schema.createIndex('saved_views_owner_name').ifNotExists().unique().on('saved_views').columns(['tenant_id', 'user_id', 'area', 'name_key']).execute();
  },
};
