import type { Kysely, Migration } from 'kysely';

/**
 * A change made with an API key names the key as its actor (`actor_api_key_id`), not the person who created the
 * key. Older rows made by keys keep the creator they name. Adds the column only when missing, so that replaying
 * the migrations after it (as upgrade tests do) leaves the table as it is.
 */
export const auditApiKeyActorMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const tables = await db.introspection.getTables();
    if (tables.find((t) => t.name === 'audit_log')?.columns.some((c) => c.name === 'actor_api_key_id')) return;
    await db.schema.alterTable('audit_log').addColumn('actor_api_key_id', 'text').execute();
  },
};
