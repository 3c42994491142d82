import type { Kysely, Migration } from 'kysely';

/**
 * A key minted with another key names that key as its creator (`created_by_api_key_id`); `created_by` keeps the
 * person accountable for the chain. Older keys made by keys keep naming the person. Adds the column only when
 * missing, so that replaying the migrations leaves the table as it is.
 */
export const apiKeyCreatorKeyMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const tables = await db.introspection.getTables();
    if (tables.find((t) => t.name === 'api_keys')?.columns.some((c) => c.name === 'created_by_api_key_id')) return;
    await db.schema.alterTable('api_keys').addColumn('created_by_api_key_id', 'text').execute();
  },
};
