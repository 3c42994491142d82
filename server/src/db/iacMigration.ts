import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';

const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

/**
 * Infrastructure as code: scanner uploads (each with its report), the IaC detail of alerts that uploads created (line
 * range, remediation, which scanner), version control connections (token sealed), their picked repositories, and CI/CD
 * pipelines with their pass/fail policy.
 */
export const iacMigration: Migration = {
  async up(db: Kysely<unknown>) {
    if ((await db.introspection.getTables()).some((t) => t.name === 'iac_uploads')) return;
    const s = db.schema;
    let uploads = s.createTable('iac_uploads').addColumn('id', 'text', (c) => c.primaryKey());
    for (const c of ['tenant_id', 'format', 'scanner', 'file_name', 'repository', 'branch', 'commit_sha', 'source', 'pipeline_id', 'developer', 'machine', 'report', 'created_by']) {
      uploads = uploads.addColumn(c, 'text', notNull);
    }
    for (const c of ['pull_request', 'accepted', 'rejected', 'created', 'resolved', 'critical', 'high', 'medium', 'low']) uploads = uploads.addColumn(c, 'integer', notNull);
    await uploads.addColumn('created_at', 'bigint', notNull).execute();
    await s.createIndex('iac_uploads_tenant_created').on('iac_uploads').columns(['tenant_id', 'created_at']).execute();
    await s.createIndex('iac_uploads_tenant_repository').on('iac_uploads').columns(['tenant_id', 'repository', 'created_at']).execute();

    await s.createTable('iac_alert_details').addColumn('alert_id', 'integer', (c) => c.primaryKey()).addColumn('tenant_id', 'text', notNull)
      .addColumn('scanner', 'text', notNull).addColumn('line_end', 'integer', notNull).addColumn('remediation', 'text', notNull)
      .addColumn('guideline', 'text', notNull).addColumn('upload_id', 'text', notNull).execute();

    await s.createTable('vcs_connections').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('tenant_id', 'text', notNull)
      .addColumn('provider', 'text', notNull).addColumn('name', 'text', notNull).addColumn('base_url', 'text', notNull)
      .addColumn('token', 'text', notNull).addColumn('login', 'text', notNull).addColumn('created_by', 'text', notNull)
      .addColumn('created_at', 'bigint', notNull).addColumn('updated_at', 'bigint', notNull).execute();
    await s.createTable('vcs_repositories').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('tenant_id', 'text', notNull)
      .addColumn('connection_id', 'text', notNull).addColumn('full_name', 'text', notNull).addColumn('default_branch', 'text', notNull)
      .addColumn('private', 'integer', notNull).addColumn('created_at', 'bigint', notNull).execute();
    await s.createIndex('vcs_repositories_tenant_name').unique().on('vcs_repositories').columns(['tenant_id', 'full_name']).execute();
    await s.createTable('cicd_pipelines').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('tenant_id', 'text', notNull)
      .addColumn('provider', 'text', notNull).addColumn('name', 'text', notNull).addColumn('repository', 'text', notNull)
      .addColumn('policy', 'text', notNull).addColumn('created_at', 'bigint', notNull).addColumn('updated_at', 'bigint', notNull).execute();
  },
};
