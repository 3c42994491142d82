import type { Kysely, Migration } from 'kysely';
import { isPostgres } from './dialect.js';

/**
 * Onboarded cloud accounts: connection status and its reason, account group, how the console signs in (access keys, an
 * IAM role with its external id, or an Azure app), the sealed credentials, the scan schedule, and scan jobs with progress.
 * Accounts from before are connected and scanned daily.
 */
export const cloudAccountOnboardingMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Replaying the migrations after an earlier one (as upgrade tests do) finds all of this in place.
    if ((await db.introspection.getTables()).some((t) => t.name === 'cloud_scans')) return;
    const s = db.schema;
    const text = (name: string, value = '') => s.alterTable('cloud_accounts').addColumn(name, 'text', (c) => c.notNull().defaultTo(value)).execute();
    await text('status', 'connected');
    for (const column of ['status_reason', 'group_name', 'auth_kind', 'role_arn', 'role_external_id']) await text(column);
    await text('scan_schedule', 'daily');
    await s.alterTable('cloud_accounts').addColumn('credentials', 'text').execute();
    await s.alterTable('cloud_accounts').addColumn('last_scan_at', 'bigint').execute();
    await s.alterTable('cloud_accounts').addColumn('next_scan_at', 'bigint').execute();
    await s.createTable('cloud_scans')
      .addColumn('id', 'integer', (c) => (isPostgres(db) ? c.generatedByDefaultAsIdentity().primaryKey() : c.primaryKey()))
      .addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('account_id', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull()).addColumn('progress', 'integer', (c) => c.notNull())
      .addColumn('step', 'text', (c) => c.notNull()).addColumn('started_at', 'bigint', (c) => c.notNull()).addColumn('finished_at', 'bigint')
      .addColumn('error', 'text', (c) => c.notNull()).execute();
    await s.createIndex('cloud_scans_account').on('cloud_scans').columns(['tenant_id', 'account_id', 'id']).execute();
  },
};
