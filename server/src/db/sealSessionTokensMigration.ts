import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Session tokens are sealed at rest from now on. Rows written before hold them in plain text: they are dropped
 * rather than sealed in place, which signs those users out once (they sign in again) and leaves no plain token behind.
 */
export const sealSessionTokensMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`DELETE FROM bff_sessions WHERE access_token IS NOT NULL OR refresh_token IS NOT NULL`.execute(db);
  },
};
