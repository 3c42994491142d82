import type { Kysely, Migration } from 'kysely';

/** An AWS account's optional ZS tag (product spec section 3), kept with the account; accounts from before have none. */
export const cloudAccountZsTagMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const columns = (await db.introspection.getTables()).find((t) => t.name === 'cloud_accounts')?.columns ?? [];
    if (columns.some((c) => c.name === 'zs_tag')) return;
    await db.schema.alterTable('cloud_accounts').addColumn('zs_tag', 'text', (c) => c.notNull().defaultTo('')).execute();
  },
};
