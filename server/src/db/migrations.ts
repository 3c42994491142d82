import type { ColumnDefinitionBuilder, Kysely, Migration } from 'kysely';
import { alertsMigration } from './alertsMigration.js';
import { alertsIndexesMigration } from './alertsIndexesMigration.js';
import { alertIgnoreRulesFlagMigration } from './alertIgnoreRulesFlagMigration.js';
import { alertSortFilterIndexesMigration } from './alertSortFilterIndexesMigration.js';
import { administrationMigration } from './administrationMigration.js';
import { apiKeyCreatorKeyMigration } from './apiKeyCreatorKeyMigration.js';
import { auditApiKeyActorMigration } from './auditApiKeyActorMigration.js';
import { auditLogsMigration } from './auditLogsMigration.js';
import { bffMfaTokenMigration } from './bffMfaTokenMigration.js';
import { cloudAccountGroupsMigration } from './cloudAccountGroupsMigration.js';
import { cloudAccountOnboardingMigration } from './cloudAccountOnboardingMigration.js';
import { assetCriticalIndexesMigration } from './assetCriticalIndexesMigration.js';
import { vulnerabilityCveRollupsMigration } from './vulnerabilityCveRollupsMigration.js';
import { vulnerabilityCveTotalsMigration } from './vulnerabilityCveTotalsMigration.js';
import { vulnerabilityCveFacetCountsMigration } from './vulnerabilityCveFacetCountsMigration.js';
import { vulnerabilityCvePriorityIndexMigration } from './vulnerabilityCvePriorityIndexMigration.js';
import { assetSearchMigration } from './assetSearchMigration.js';
import { assetSearchByTenantMigration } from './assetSearchByTenantMigration.js';
import { assetSearchTextsMigration } from './assetSearchTextsMigration.js';
import { assetNameTextIndexMigration } from './assetNameTextIndexMigration.js';
import { assetSearchGenerationMigration } from './assetSearchGenerationMigration.js';
import { assetTextTrigramIndexMigration } from './assetTextTrigramIndexMigration.js';
import { assetTextGenerationsMigration } from './assetTextGenerationsMigration.js';
import { assetDashboardCountsMigration } from './assetDashboardCountsMigration.js';
import { identityCreepIndexMigration } from './identityCreepIndexMigration.js';
import { assetTypeIndexMigration } from './assetTypeIndexMigration.js';
import { assetTagKeyFacetCountsMigration } from './assetTagKeyFacetCountsMigration.js';
import { assetTagFacetCountsMigration } from './assetTagFacetCountsMigration.js';
import { cloudAssetsMigration } from './cloudAssetsMigration.js';
import { businessUnitsSsoIntegrationsMigration } from './businessUnitsSsoIntegrationsMigration.js';
import { connectorsMigration } from './connectorsMigration.js';
import { connectorTenantTotalsMigration } from './connectorTenantTotalsMigration.js';
import { connectorsPart2Migration } from './connectorsPart2Migration.js';
import { identityCredentialsMigration } from './identityCredentialsMigration.js';
import { identityFacetCountsMigration } from './identityFacetCountsMigration.js';
import { iacMigration } from './iacMigration.js';
import { connectorSessionFiltersMigration } from './connectorSessionFiltersMigration.js';
import { isPostgres } from './dialect.js';
import { portableFunctionsMigration } from './portableFunctionsMigration.js';
import { postureSnapshotsMigration } from './postureSnapshotsMigration.js';
import { sharedStateMigration } from './sharedStateMigration.js';
import { complianceMigration } from './complianceMigration.js';
import { complianceFiltersMigration } from './complianceFiltersMigration.js';
import { savedViewsMigration } from './savedViewsMigration.js';
import { sealSessionTokensMigration } from './sealSessionTokensMigration.js';
import { vulnerabilityModuleMigration } from './vulnerabilityModuleMigration.js';
import { vulnerabilityExposureMigration } from './vulnerabilityExposureMigration.js';
import { vulnerabilityPriorityIndexesMigration } from './vulnerabilityPriorityIndexesMigration.js';
import { vulnerabilityFindingsMigration } from './vulnerabilityFindingsMigration.js';
import { cloudIdentitiesMigration } from './cloudIdentitiesMigration.js';
import { cloudAccountZsTagMigration } from './cloudAccountZsTagMigration.js';
import { containerRegistriesMigration } from './containerRegistriesMigration.js';
import { scheduledReportsMigration } from './scheduledReportsMigration.js';
import { complianceAccountFailuresMigration } from './complianceAccountFailuresMigration.js';
import { outboxAttachmentsMigration } from './outboxAttachmentsMigration.js';
import { vulnerabilityDashboardCountsMigration } from './vulnerabilityDashboardCountsMigration.js';
import { connectorRestMigration } from './connectorRestMigration.js';

/** In-code migrations, applied in key order at start. Only portable column types are used. */
const initial: Migration = {
  async up(db: Kysely<unknown>) {
    const s = db.schema;
    await s.createTable('meta').addColumn('key', 'text', (c) => c.primaryKey()).addColumn('value', 'text', (c) => c.notNull()).execute();
    await s.createTable('orgs').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('name', 'text', (c) => c.notNull())
      .addColumn('otp_enabled', 'integer', (c) => c.notNull()).addColumn('sso_enabled', 'integer', (c) => c.notNull()).execute();
    await s.createTable('connections').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
      .addColumn('name', 'text', (c) => c.notNull().unique()).addColumn('type', 'text', (c) => c.notNull())
      .addColumn('sso_enabled', 'integer', (c) => c.notNull()).execute();
    await s.createTable('tenants').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
      .addColumn('name', 'text', (c) => c.notNull()).addColumn('customer_type', 'text', (c) => c.notNull())
      .addColumn('region', 'text', (c) => c.notNull()).addColumn('eusa_accepted', 'integer', (c) => c.notNull())
      .addColumn('eusa_accepted_at', 'bigint').addColumn('subscriptions', 'text', (c) => c.notNull()).execute();
    await s.createTable('users').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('org_id', 'text', (c) => c.notNull().references('orgs.id'))
      .addColumn('email', 'text', (c) => c.notNull().unique()).addColumn('name', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull()).addColumn('breakglass', 'integer', (c) => c.notNull())
      .addColumn('jit_enabled', 'integer', (c) => c.notNull()).addColumn('created_at', 'bigint', (c) => c.notNull()).execute();
    await s.createTable('roles').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('name', 'text', (c) => c.notNull()).execute();
    await s.createTable('role_modules').addColumn('role_id', 'text', (c) => c.notNull().references('roles.id'))
      .addColumn('module_id', 'text', (c) => c.notNull()).addColumn('parent_id', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('role_modules_pk', ['role_id', 'parent_id', 'module_id']).execute();
    await s.createTable('role_actions').addColumn('role_id', 'text', (c) => c.notNull().references('roles.id'))
      .addColumn('action', 'text', (c) => c.notNull()).addPrimaryKeyConstraint('role_actions_pk', ['role_id', 'action']).execute();
    await s.createTable('access_groups').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('name', 'text', (c) => c.notNull()).addColumn('role_id', 'text', (c) => c.notNull().references('roles.id')).execute();
    await s.createTable('group_members').addColumn('group_id', 'text', (c) => c.notNull().references('access_groups.id'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id')).addPrimaryKeyConstraint('group_members_pk', ['group_id', 'user_id']).execute();
    await s.createTable('memberships').addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
      .addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id')).addColumn('current_group_id', 'text', (c) => c.notNull())
      .addColumn('group_changed', 'integer', (c) => c.notNull()).addPrimaryKeyConstraint('memberships_pk', ['user_id', 'tenant_id']).execute();
    await s.createTable('feature_flags').addColumn('key', 'text', (c) => c.primaryKey()).addColumn('default_enabled', 'integer', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull()).execute();
    await s.createTable('feature_flag_overrides').addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('flag_key', 'text', (c) => c.notNull().references('feature_flags.key')).addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('feature', 'text').addColumn('cloud_type', 'text').addColumn('enabled', 'integer', (c) => c.notNull()).execute();
    await s.createIndex('feature_flag_overrides_lookup').on('feature_flag_overrides').columns(['tenant_id', 'flag_key']).execute();
    await s.createTable('notifications').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('tenant_id', 'text', (c) => c.notNull().references('tenants.id'))
      .addColumn('title', 'text', (c) => c.notNull()).addColumn('message', 'text', (c) => c.notNull()).addColumn('severity', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull()).execute();
    await s.createIndex('notifications_tenant').on('notifications').columns(['tenant_id', 'created_at']).execute();
    await s.createTable('notification_reads').addColumn('notification_id', 'text', (c) => c.notNull().references('notifications.id'))
      .addColumn('user_id', 'text', (c) => c.notNull().references('users.id')).addColumn('read_at', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('notification_reads_pk', ['notification_id', 'user_id']).execute();
    await s.createTable('admin_messages').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('host', 'text', (c) => c.notNull())
      .addColumn('severity', 'text', (c) => c.notNull()).addColumn('message', 'text', (c) => c.notNull()).addColumn('active', 'integer', (c) => c.notNull()).execute();
    await s.createTable('audit_log').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('tenant_id', 'text').addColumn('actor_user_id', 'text')
      .addColumn('action', 'text', (c) => c.notNull()).addColumn('target', 'text', (c) => c.notNull()).addColumn('details', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull()).execute();
    await s.createIndex('audit_log_tenant').on('audit_log').columns(['tenant_id', 'created_at']).execute();
    await s.createTable('bff_sessions').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('csrf_token', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text').addColumn('profile', 'text').addColumn('access_token', 'text').addColumn('refresh_token', 'text')
      .addColumn('access_expires_at', 'bigint').addColumn('access_refreshed_at', 'bigint').addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('otp_email', 'text').addColumn('otp_tenants', 'text').addColumn('pkce_verifier', 'text').addColumn('sso_state', 'text')
      .addColumn('sso_return_to', 'text').addColumn('created_at', 'bigint', (c) => c.notNull()).execute();
    await s.createTable('refresh_families').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('client_id', 'text', (c) => c.notNull()).addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull()).addColumn('expires_at', 'bigint', (c) => c.notNull()).addColumn('revoked_at', 'bigint').execute();
    await s.createTable('refresh_tokens').addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('family_id', 'text', (c) => c.notNull().references('refresh_families.id')).addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('used_at', 'bigint').execute();
    await s.createTable('auth_codes').addColumn('code_hash', 'text', (c) => c.primaryKey()).addColumn('client_id', 'text', (c) => c.notNull())
      .addColumn('redirect_uri', 'text', (c) => c.notNull()).addColumn('code_challenge', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull()).addColumn('tenant_id', 'text', (c) => c.notNull()).addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull()).addColumn('used_at', 'bigint').execute();
    await s.createTable('otp_codes').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('email', 'text', (c) => c.notNull())
      .addColumn('code_hash', 'text', (c) => c.notNull()).addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull()).addColumn('consumed_at', 'bigint').addColumn('created_at', 'bigint', (c) => c.notNull()).execute();
    await s.createIndex('otp_codes_email').on('otp_codes').columns(['email', 'created_at']).execute();
    await s.createTable('outbox').addColumn('id', 'text', (c) => c.primaryKey()).addColumn('email', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull()).addColumn('subject', 'text', (c) => c.notNull()).addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull()).execute();
    await s.createIndex('outbox_email').on('outbox').columns(['email', 'created_at']).execute();
    await s.createTable('password_reset_tokens').addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull()).addColumn('expires_at', 'bigint', (c) => c.notNull()).addColumn('used_at', 'bigint').execute();
    await createPostureTables(db);
  },
};

async function createPostureTables(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  // SQLite numbers rows without ids itself (an integer primary key is the rowid); PostgreSQL needs an identity for that.
  const postgres = isPostgres(db);
  const key = (c: ColumnDefinitionBuilder) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey());
  await s.createTable('cloud_accounts').addColumn('id', 'integer', key).addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull()).addColumn('name', 'text', (c) => c.notNull()).addColumn('external_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull()).execute();
  await s.createIndex('cloud_accounts_tenant').on('cloud_accounts').columns(['tenant_id']).execute();
  await s.createTable('alerts').addColumn('id', 'integer', key).addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull()).addColumn('kind', 'text', (c) => c.notNull()).addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull()).addColumn('title', 'text', (c) => c.notNull()).addColumn('rule_id', 'text', (c) => c.notNull())
    .addColumn('resource', 'text', (c) => c.notNull()).addColumn('created_at', 'bigint', (c) => c.notNull()).execute();
  await s.createIndex('alerts_tenant_kind_status').on('alerts').columns(['tenant_id', 'kind', 'status']).execute();
  await s.createIndex('alerts_tenant_created').on('alerts').columns(['tenant_id', 'created_at']).execute();
  await s.createTable('assets').addColumn('id', 'integer', key).addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull()).addColumn('type', 'text', (c) => c.notNull()).addColumn('name', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull()).addColumn('created_at', 'bigint', (c) => c.notNull()).execute();
  await s.createIndex('assets_tenant_type').on('assets').columns(['tenant_id', 'type']).execute();
  await s.createTable('identities').addColumn('id', 'integer', key).addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull()).addColumn('kind', 'text', (c) => c.notNull()).addColumn('name', 'text', (c) => c.notNull())
    .addColumn('risk', 'text', (c) => c.notNull()).execute();
  await s.createIndex('identities_tenant').on('identities').columns(['tenant_id', 'kind']).execute();
  await s.createTable('vulnerabilities').addColumn('id', 'integer', key).addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('asset_id', 'integer', (c) => c.notNull()).addColumn('cve', 'text', (c) => c.notNull()).addColumn('severity', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull()).execute();
  await s.createIndex('vulnerabilities_tenant_status').on('vulnerabilities').columns(['tenant_id', 'status']).execute();
  await s.createTable('compliance_results').addColumn('id', 'integer', key).addColumn('tenant_id', 'text', (c) => c.notNull())
    .addColumn('benchmark_id', 'text', (c) => c.notNull()).addColumn('control_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull()).addColumn('status', 'text', (c) => c.notNull()).execute();
  await s.createIndex('compliance_results_tenant').on('compliance_results').columns(['tenant_id', 'benchmark_id', 'status']).execute();
}

export const migrations: Record<string, Migration> = { '0001_initial': initial, '0002_alerts': alertsMigration,
  '0003_alerts_indexes': alertsIndexesMigration, '0004_administration': administrationMigration,
  '0005_business_units_sso_integrations': businessUnitsSsoIntegrationsMigration,
  '0006_audit_logs': auditLogsMigration, '0007_alert_ignore_rules_flag': alertIgnoreRulesFlagMigration,
  '0008_alert_sort_filter_indexes': alertSortFilterIndexesMigration, '0009_seal_session_tokens': sealSessionTokensMigration,
  '0010_vulnerability_module': vulnerabilityModuleMigration, '0011_audit_api_key_actor': auditApiKeyActorMigration,
  '0012_bff_mfa_token': bffMfaTokenMigration, '0013_api_key_creator_key': apiKeyCreatorKeyMigration,
  '0014_portable_functions': portableFunctionsMigration, '0015_shared_state': sharedStateMigration,
  '0016_cloud_assets': cloudAssetsMigration, '0017_saved_views': savedViewsMigration, '0018_posture_snapshots': postureSnapshotsMigration,
  '0019_connectors': connectorsMigration,
  '0020_cloud_account_onboarding': cloudAccountOnboardingMigration,
  '0021_cloud_account_groups': cloudAccountGroupsMigration,
  '0022_vulnerability_findings': vulnerabilityFindingsMigration,
  '0023_asset_tag_facet_counts': assetTagFacetCountsMigration,
  '0024_cloud_identities': cloudIdentitiesMigration,
  '0025_compliance': complianceMigration,
  '0026_connectors_part2': connectorsPart2Migration,
  '0027_compliance_filters': complianceFiltersMigration,
  '0028_cloud_account_zs_tag': cloudAccountZsTagMigration,
  '0029_container_registries': containerRegistriesMigration,
  '0030_scheduled_reports': scheduledReportsMigration,
  '0031_asset_search': assetSearchMigration,
  '0032_identity_facet_counts': identityFacetCountsMigration,
  '0033_identity_credentials': identityCredentialsMigration,
  '0034_vulnerability_priority_indexes': vulnerabilityPriorityIndexesMigration,
  '0035_vulnerability_exposure': vulnerabilityExposureMigration,
  '0036_connector_tenant_totals': connectorTenantTotalsMigration,
  '0037_iac': iacMigration,
  '0038_compliance_account_failures': complianceAccountFailuresMigration,
  '0039_connector_session_filters': connectorSessionFiltersMigration,
  '0040_outbox_attachments': outboxAttachmentsMigration,
  '0041_vulnerability_dashboard_counts': vulnerabilityDashboardCountsMigration,
  '0042_asset_critical_indexes': assetCriticalIndexesMigration,
  '0043_connector_rest': connectorRestMigration,
  '0044_vulnerability_cve_facet_counts': vulnerabilityCveFacetCountsMigration,
  '0045_vulnerability_cve_priority_index': vulnerabilityCvePriorityIndexMigration,
  '0046_asset_tag_key_facet_counts': assetTagKeyFacetCountsMigration,
  '0047_vulnerability_cve_totals': vulnerabilityCveTotalsMigration,
  '0048_vulnerability_cve_rollups': vulnerabilityCveRollupsMigration,
  '0049_asset_search_by_tenant': assetSearchByTenantMigration,
  '0050_asset_type_index': assetTypeIndexMigration,
  '0051_asset_search_texts': assetSearchTextsMigration,
  '0052_asset_name_text_index': assetNameTextIndexMigration,
  '0053_asset_search_generation': assetSearchGenerationMigration,
  '0054_identity_creep_index': identityCreepIndexMigration,
  '0055_asset_dashboard_counts': assetDashboardCountsMigration,
  '0056_asset_text_generations': assetTextGenerationsMigration,
  '0057_asset_text_trigram_index': assetTextTrigramIndexMigration };
