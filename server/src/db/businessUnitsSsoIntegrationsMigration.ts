import type { Kysely, Migration } from 'kysely';

/**
 * The stand-in enterprise IdP's own directory: people the organisation's IdP
 * can authenticate who need not be console users yet (just-in-time
 * provisioning creates them on their first SSO sign-in). Also an index for
 * the alert list's business-unit filter, whose column follows the units.
 */
export const businessUnitsSsoIntegrationsMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    await s.createTable('idp_identities').addColumn('email', 'text', (c) => c.primaryKey())
      .addColumn('org_id', 'text', (c) => c.notNull()).addColumn('name', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull()).addColumn('created_at', 'bigint', (c) => c.notNull()).execute();
    await s.createIndex('alerts_kind_business_unit').on('alerts').columns(['tenant_id', 'kind', 'business_unit', 'last_seen']).execute();
  },
};
