import type { Kysely, Migration } from 'kysely';

/**
 * Administration (users and groups, roles, API keys, trusted IPs, business units, single sign-on, integrations)
 * and a richer audit log: the interface a change came through, the actor's email, and before/after images.
 */
export const administrationMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    await s.alterTable('users').addColumn('status', 'text', (c) => c.notNull().defaultTo('active')).execute();
    await s.alterTable('users').addColumn('last_login_at', 'bigint').execute();
    await s.alterTable('roles').addColumn('builtin', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await s.alterTable('roles').addColumn('description', 'text', (c) => c.notNull().defaultTo('')).execute();
    await s.alterTable('tenants').addColumn('trusted_ips_enabled', 'integer', (c) => c.notNull().defaultTo(0)).execute();

    await s.alterTable('audit_log').addColumn('interface', 'text', (c) => c.notNull().defaultTo('UI')).execute();
    await s.alterTable('audit_log').addColumn('actor_email', 'text', (c) => c.notNull().defaultTo('')).execute();
    await s.alterTable('audit_log').addColumn('before', 'text').execute();
    await s.alterTable('audit_log').addColumn('after', 'text').execute();
    await s.createIndex('audit_log_tenant_action').on('audit_log').columns(['tenant_id', 'action', 'created_at']).execute();
    await s.createIndex('audit_log_tenant_actor').on('audit_log').columns(['tenant_id', 'actor_user_id', 'created_at']).execute();
    await s.createIndex('audit_log_created').on('audit_log').columns(['created_at']).execute();

    await s.createTable('api_keys').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull()).addColumn('prefix', 'text', (c) => c.notNull().unique())
      .addColumn('secret_hash', 'text', (c) => c.notNull()).addColumn('role_id', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull()).addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint').addColumn('last_used_at', 'bigint').addColumn('revoked_at', 'bigint').addColumn('revoked_by', 'text')
      .execute();
    await s.createIndex('api_keys_tenant').on('api_keys').columns(['tenant_id', 'created_at']).execute();

    await s.createTable('trusted_ips').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('cidr', 'text', (c) => c.notNull()).addColumn('description', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.notNull()).addColumn('created_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('trusted_ips_tenant_cidr', ['tenant_id', 'cidr']).execute();

    await s.createTable('business_units').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull()).addColumn('description', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull()).addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addUniqueConstraint('business_units_tenant_name', ['tenant_id', 'name']).execute();
    await s.createTable('business_unit_accounts').addColumn('business_unit_id', 'text', (c) => c.notNull())
      .addColumn('account_id', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('business_unit_accounts_pk', ['business_unit_id', 'account_id']).execute();
    await s.createIndex('business_unit_accounts_account').on('business_unit_accounts').columns(['account_id']).execute();

    await s.createTable('sso_settings').addColumn('tenant_id', 'text', (c) => c.primaryKey())
      .addColumn('metadata_url', 'text', (c) => c.notNull()).addColumn('metadata_xml', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'text', (c) => c.notNull()).addColumn('sso_url', 'text', (c) => c.notNull())
      .addColumn('certificate', 'text', (c) => c.notNull()).addColumn('jit_enabled', 'integer', (c) => c.notNull())
      .addColumn('default_group_id', 'text').addColumn('enabled', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull()).addColumn('updated_by', 'text', (c) => c.notNull())
      .addColumn('last_test_at', 'bigint').addColumn('last_test_status', 'text').addColumn('last_test_message', 'text').execute();

    await s.createTable('integrations').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull()).addColumn('name', 'text', (c) => c.notNull())
      .addColumn('config', 'text', (c) => c.notNull()).addColumn('secret_cipher', 'text')
      .addColumn('enabled', 'integer', (c) => c.notNull()).addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull()).addColumn('last_test_at', 'bigint')
      .addColumn('last_test_status', 'text').addColumn('last_test_message', 'text')
      .addUniqueConstraint('integrations_tenant_name', ['tenant_id', 'name']).execute();
  },
};
