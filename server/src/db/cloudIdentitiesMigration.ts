import { type Kysely, type Migration } from 'kysely';

/** Identity columns that sort the inventory: each gets a (tenant, column, id) index, so a page reads it in order. */
export const IDENTITY_SORT_INDEXES = {
  risk_score: 'risk', name: 'name', last_activity: 'last_activity', unused_pct: 'unused', key_age_days: 'key_age', granted_count: 'granted',
  account_name: 'account',
} as const;

/**
 * Cloud identities (CIEM): what each identity is (cloud, type, account, resource id), how it signs in (MFA, access keys),
 * when it was last active, the policies attached to it (`iam_policies`, real AWS IAM documents and Azure role
 * definitions), who may assume it (trust), the actions it used, and what is computed from those at ingest: granted and
 * used counts, risk flags, a risk score and its reasons, so the list filters and sorts on them without evaluating policies.
 */
export const cloudIdentitiesMigration: Migration = {
  async up(db: Kysely<unknown>) {
    const tables = await db.introspection.getTables();
    if (tables.find((t) => t.name === 'identities')?.columns.some((c) => c.name === 'risk_score')) return;
    const s = db.schema;
    const add = (name: string, type: 'text' | 'integer' | 'bigint', fallback: string | number) =>
      s.alterTable('identities').addColumn(name, type, (c) => c.notNull().defaultTo(fallback)).execute();
    for (const column of ['cloud', 'type', 'account_name', 'resource_id']) await add(column, 'text', '');
    for (const column of ['access_keys', 'policies', 'used_actions', 'risk_reasons']) await add(column, 'text', '[]');
    await add('trust', 'text', '{"principals":[],"external":[],"crossAccount":[]}');
    await add('created_at', 'bigint', 0);
    for (const column of ['granted_count', 'used_count', 'unused_pct', 'risk_score', 'flag_admin', 'flag_privilege_escalation', 'flag_no_mfa',
      'flag_old_keys', 'flag_external_trust', 'flag_cross_account_trust', 'flag_inactive']) await add(column, 'integer', 0);
    // Unknown or not applicable: MFA for identities that cannot sign in, key age without keys, activity never seen.
    await s.alterTable('identities').addColumn('mfa', 'integer').execute();
    await s.alterTable('identities').addColumn('key_age_days', 'integer').execute();
    await s.alterTable('identities').addColumn('last_activity', 'bigint').execute();
    for (const [column, label] of Object.entries(IDENTITY_SORT_INDEXES)) {
      await s.createIndex(`identities_${label}`).on('identities').columns(['tenant_id', column, 'id']).execute();
    }
    // Every filter column in one narrow index: totals and filter-menu counts read it instead of the wide rows (policies,
    // activity and reasons are JSON), and a risk-sorted page walks it in order.
    await s.createIndex('identities_filters').on('identities').columns(['tenant_id', 'risk_score', 'cloud', 'type', 'account_id', 'account_name', 'risk', 'mfa',
      'flag_admin', 'flag_privilege_escalation', 'flag_no_mfa', 'flag_old_keys', 'flag_external_trust', 'flag_cross_account_trust', 'flag_inactive', 'key_age_days',
      'unused_pct', 'granted_count', 'last_activity', 'created_at']).execute();
    await s.createTable('iam_policies').addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('id', 'text', (c) => c.notNull())
      .addColumn('cloud', 'text', (c) => c.notNull()).addColumn('name', 'text', (c) => c.notNull()).addColumn('document', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('iam_policies_pk', ['tenant_id', 'id']).execute();
  },
};
