import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The connector area (module CLOUD_CONNECTORS): the live configuration, each administrator's pending edit over it,
 * and the activations that apply one. Existing databases also get the module on their built-in administrator roles
 * and the area's feature flag (off unless a tenant's override turns it on), as fresh demo data has them. Running it
 * again changes nothing (a database that replays later migrations keeps what it has).
 */
export const connectorsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    await s.createTable('connector_objects').ifNotExists().addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('id', 'text', (c) => c.notNull()).addColumn('version', 'integer', (c) => c.notNull()).addColumn('data', 'text', (c) => c.notNull())
      .addColumn('secret_cipher', 'text').addColumn('updated_at', 'bigint', (c) => c.notNull()).addColumn('updated_by', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('connector_objects_pk', ['tenant_id', 'kind', 'id']).execute();
    await s.createTable('connector_pending').ifNotExists().addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull()).addColumn('object_id', 'text', (c) => c.notNull())
      .addColumn('base_version', 'integer', (c) => c.notNull()).addColumn('op', 'text', (c) => c.notNull()).addColumn('data', 'text')
      .addColumn('secret_cipher', 'text').addColumn('user_email', 'text', (c) => c.notNull()).addColumn('user_name', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('connector_pending_pk', ['tenant_id', 'user_id', 'kind', 'object_id']).execute();
    await s.createTable('connector_activations').ifNotExists().addColumn('id', 'text', (c) => c.primaryKey()).addColumn('tenant_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull()).addColumn('user_email', 'text', (c) => c.notNull()).addColumn('status', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull()).addColumn('problems', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull()).addColumn('finished_at', 'bigint').execute();
    await s.createIndex('connector_activations_tenant').ifNotExists().on('connector_activations').columns(['tenant_id', 'status', 'created_at']).execute();
    await sql`INSERT INTO role_modules (role_id, module_id, parent_id)
      SELECT r.id, 'CLOUD_CONNECTORS', '' FROM roles r WHERE r.builtin = 1 AND r.id LIKE 'rol\\_%\\_admin' ESCAPE '\\'
      AND NOT EXISTS (SELECT 1 FROM role_modules m WHERE m.role_id = r.id AND m.module_id = 'CLOUD_CONNECTORS' AND m.parent_id = '')`.execute(db);
    await sql`INSERT INTO feature_flags (key, default_enabled, description)
      SELECT 'cloud_connectors', 0, 'Cloud and Branch Connectors area' WHERE EXISTS (SELECT 1 FROM feature_flags)
      AND NOT EXISTS (SELECT 1 FROM feature_flags WHERE key = 'cloud_connectors')`.execute(db);
  },
};
