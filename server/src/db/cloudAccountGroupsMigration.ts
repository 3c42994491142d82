import type { Kysely, Migration } from 'kysely';

/**
 * Account groups as things of their own, so a group can be made before any account is in it and renamed in one place.
 * Groups the accounts already name are copied in; an account's group stays its `group_name`.
 */
export const cloudAccountGroupsMigration: Migration = {
  async up(db: Kysely<any>) {
    await db.schema.createTable('cloud_account_groups').ifNotExists()
      .addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('cloud_account_groups_pk', ['tenant_id', 'name']).execute();
    await db.insertInto('cloud_account_groups').columns(['tenant_id', 'name', 'created_at'])
      .expression(db.selectFrom('cloud_accounts').select(['tenant_id', 'group_name']).select((eb) => eb.fn.min('created_at').as('created_at'))
        .where('group_name', '<>', '').groupBy(['tenant_id', 'group_name']))
      .onConflict((oc) => oc.doNothing()).execute();
    // The scheduled runner looks for due accounts across tenants.
    await db.schema.createIndex('cloud_accounts_next_scan').ifNotExists().on('cloud_accounts').columns(['next_scan_at']).execute();
  },
};
