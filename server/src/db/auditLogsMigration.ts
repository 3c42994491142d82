import { type Kysely, type Migration, sql } from 'kysely';

/**
 * When each user last set their password, on the user: the change-password reminder used to read it from the
 * audit log, whose rows are now purged after 60 days, which would make every password look as old as its account.
 */
export const auditLogsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('users').addColumn('password_changed_at', 'bigint').execute();
    await sql`UPDATE users SET password_changed_at = (SELECT max(created_at) FROM audit_log
      WHERE audit_log.action = 'auth.password_changed' AND audit_log.actor_user_id = users.id)`.execute(db);
  },
};
