import type { Kysely, Migration } from 'kysely';

/**
 * A change made with an API key names the key as its actor (`actor_api_key_id`), not the person who created the
 * key. Older rows made by keys keep the creator they name.
 */
export const auditApiKeyActorMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('audit_log').addColumn('actor_api_key_id', 'text').execute();
  },
};
