import type { Kysely, Migration } from 'kysely';

/**
 * The BFF keeps the identity provider's proof of a verified one-time code (sealed, like the session's tokens)
 * between the code step and the password step; the password grant asks for it.
 */
export const bffMfaTokenMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const tables = await db.introspection.getTables();
    // A rerun (the sealing migration's test replays the later ones) finds the column already there.
    if (tables.find((t) => t.name === 'bff_sessions')?.columns.some((c) => c.name === 'mfa_token')) return;
    await db.schema.alterTable('bff_sessions').addColumn('mfa_token', 'text').execute();
  },
};
