import type { Kysely, Migration } from 'kysely';
import { isPostgres } from './dialect.js';

/**
 * Container registries (ECR, ACR, Docker Hub, generic): the non-secret settings as JSON, the sealed credentials, the
 * last test's outcome; and which assets (container images) each registry's test found.
 */
export const containerRegistriesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if ((await db.introspection.getTables()).some((t) => t.name === 'container_registries')) return;
    const s = db.schema;
    await s.createTable('container_registries')
      .addColumn('id', 'integer', (c) => (isPostgres(db) ? c.generatedByDefaultAsIdentity().primaryKey() : c.primaryKey()))
      .addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('kind', 'text', (c) => c.notNull()).addColumn('name', 'text', (c) => c.notNull())
      .addColumn('settings', 'text', (c) => c.notNull()).addColumn('credentials', 'text')
      .addColumn('status', 'text', (c) => c.notNull()).addColumn('status_reason', 'text', (c) => c.notNull())
      .addColumn('tested_at', 'bigint').addColumn('created_at', 'bigint', (c) => c.notNull()).execute();
    await s.createIndex('container_registries_tenant').on('container_registries').columns(['tenant_id', 'id']).execute();
    await s.createTable('registry_images')
      .addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('registry_id', 'integer', (c) => c.notNull())
      .addColumn('asset_id', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('registry_images_pk', ['tenant_id', 'registry_id', 'asset_id']).execute();
  },
};
