import type { Generated } from 'kysely';


/** Booleans are stored as 0/1 integers and times as epoch milliseconds so the SQL stays portable. */
type Flag = number;
type EpochMs = number;

export interface OrgsTable { id: string; name: string; otp_enabled: Flag; sso_enabled: Flag }
export interface ConnectionsTable { id: string; org_id: string; name: string; type: 'auth0' | 'samlp'; sso_enabled: Flag }
export interface TenantsTable {
  id: string; org_id: string; name: string; customer_type: string; region: string;
  eusa_accepted: Flag; eusa_accepted_at: EpochMs | null; subscriptions: string;
  /** Added by 0004_administration: sign-in and API calls only from the tenant's trusted IPs. */
  trusted_ips_enabled: Generated<Flag>;
}
export interface UsersTable {
  id: string; org_id: string; email: string; name: string; password_hash: string;
  breakglass: Flag; jit_enabled: Flag; created_at: EpochMs;
  /** Added by 0004_administration. A disabled user cannot sign in; an invited one has not signed in yet. */
  status: Generated<'active' | 'invited' | 'disabled'>; last_login_at: EpochMs | null;
  /** Added by 0006_audit_logs: when the password was last set (null: at the account's creation). */
  password_changed_at: EpochMs | null;
}
export interface MembershipsTable { user_id: string; tenant_id: string; current_group_id: string; group_changed: Flag }
export interface RolesTable {
  id: string; tenant_id: string; name: string;
  /** Added by 0004_administration: built-in roles are read only. */
  builtin: Generated<Flag>; description: Generated<string>;
}
/** parent_id is '' for top-level modules and 'DASHBOARD' for dashboard sub-apps. */
export interface RoleModulesTable { role_id: string; module_id: string; parent_id: string }
export interface RoleActionsTable { role_id: string; action: string }
export interface AccessGroupsTable { id: string; tenant_id: string; name: string; role_id: string }
export interface GroupMembersTable { group_id: string; user_id: string }
export interface FeatureFlagsTable { key: string; default_enabled: Flag; description: string }
export interface FeatureFlagOverridesTable {
  id: string; flag_key: string; tenant_id: string; feature: string | null; cloud_type: string | null; enabled: Flag;
}
export interface NotificationsTable { id: string; tenant_id: string; title: string; message: string; severity: string; created_at: EpochMs }
export interface NotificationReadsTable { notification_id: string; user_id: string; read_at: EpochMs }
export interface AdminMessagesTable { id: string; host: string; severity: string; message: string; active: Flag }
export interface AuditLogTable {
  id: string; tenant_id: string | null; actor_user_id: string | null; action: string; target: string; details: string; created_at: EpochMs;
  /** Added by 0004_administration: how the change came in, who (kept when the user is deleted), and JSON images. */
  interface: Generated<AuditInterface>; actor_email: Generated<string>; before: string | null; after: string | null;
  /** Added by 0011_audit_api_key_actor: the API key that made the change (then actor_user_id is null). */
  actor_api_key_id: Generated<string | null>;
}
export type AuditInterface = 'UI' | 'API_KEY' | 'SYSTEM';
export interface ApiKeysTable {
  id: string; tenant_id: string; name: string; prefix: string; secret_hash: string; role_id: string; created_by: string;
  /** The API key that minted this key, if a key did (then it, not the person behind it, is shown as the creator). */
  created_by_api_key_id: string | null;
  created_at: EpochMs; expires_at: EpochMs | null; last_used_at: EpochMs | null; revoked_at: EpochMs | null; revoked_by: string | null;
}
export interface TrustedIpsTable { id: string; tenant_id: string; cidr: string; description: string; created_by: string; created_at: EpochMs }
export interface BusinessUnitsTable { id: string; tenant_id: string; name: string; description: string; created_at: EpochMs; updated_at: EpochMs }
export interface BusinessUnitAccountsTable { business_unit_id: string; account_id: number }
export interface SsoSettingsTable {
  tenant_id: string; metadata_url: string; metadata_xml: string; entity_id: string; sso_url: string; certificate: string;
  jit_enabled: Flag; default_group_id: string | null; enabled: Flag; updated_at: EpochMs; updated_by: string;
  last_test_at: EpochMs | null; last_test_status: string | null; last_test_message: string | null;
}
export interface IntegrationsTable {
  id: string; tenant_id: string; type: 'slack' | 'jira' | 'webhook' | 'email'; name: string;
  /** Non-secret settings as JSON; secrets only encrypted in secret_cipher, never sent back. */
  config: string; secret_cipher: string | null; enabled: Flag; created_at: EpochMs; updated_at: EpochMs;
  last_test_at: EpochMs | null; last_test_status: string | null; last_test_message: string | null;
}
export interface BffSessionsTable {
  id: string; csrf_token: string; user_id: string | null; profile: string | null;
  access_token: string | null; refresh_token: string | null; access_expires_at: EpochMs | null;
  access_refreshed_at: EpochMs | null; expires_at: EpochMs; otp_email: string | null; otp_tenants: string | null;
  pkce_verifier: string | null; sso_state: string | null; sso_return_to: string | null; created_at: EpochMs;
  /** The IdP's proof of the verified one-time code, sealed; spent by the password sign-in. */
  mfa_token: string | null;
  /** Added by 0015_shared_state: until when one server instance is refreshing the tokens (others wait for its result). */
  refreshing_until?: EpochMs | null;
}
export interface RefreshFamiliesTable {
  id: string; user_id: string; tenant_id: string; client_id: string; scope: string;
  created_at: EpochMs; expires_at: EpochMs; revoked_at: EpochMs | null;
}
export interface RefreshTokensTable { token_hash: string; family_id: string; created_at: EpochMs; used_at: EpochMs | null }
export interface AuthCodesTable {
  code_hash: string; client_id: string; redirect_uri: string; code_challenge: string; user_id: string;
  tenant_id: string; scope: string; expires_at: EpochMs; used_at: EpochMs | null;
}
export interface OtpCodesTable {
  id: string; email: string; code_hash: string; expires_at: EpochMs; attempts: number; consumed_at: EpochMs | null; created_at: EpochMs;
}
export interface OutboxTable { id: string; email: string; kind: 'otp' | 'password_reset' | 'integration' | 'scheduled_report'; subject: string; body: string; created_at: EpochMs }
/** Added by 0040_outbox_attachments: a message's attachment, its bytes (base64) or a reference to a kept file (`report_run:<id>`). */
export interface OutboxAttachmentsTable { id: string; message_id: string; name: string; content_type: string; size: number; content: string | null; file_ref: string | null }
export interface PasswordResetTokensTable { token_hash: string; user_id: string; expires_at: EpochMs; used_at: EpochMs | null }
export interface MetaTable { key: string; value: string }
/** Added by 0005_business_units_sso_integrations: people the stand-in enterprise IdP knows (console users or not). */
export interface IdpIdentitiesTable { email: string; org_id: string; name: string; password_hash: string; created_at: EpochMs }

export interface CloudAccountsTable {
  id: number; tenant_id: string; provider: 'aws' | 'azure'; name: string; external_id: string; created_at: EpochMs;
  /** Added by 0020_cloud_account_onboarding. credentials is sealed (secretBox), bound to the account. */
  status: 'connected' | 'pending' | 'error'; status_reason: string; group_name: string; auth_kind: '' | 'keys' | 'role' | 'azure';
  role_arn: string; role_external_id: string; scan_schedule: 'hourly' | 'daily' | 'weekly'; credentials: string | null;
  last_scan_at: EpochMs | null; next_scan_at: EpochMs | null;
  /** Added by 0028_cloud_account_zs_tag: the optional ZS tag of an AWS account. */
  zs_tag: string;
}
/** Added by 0029_container_registries. settings is JSON (no secrets); credentials is sealed (secretBox), bound to the registry. */
export interface ContainerRegistriesTable {
  id: number; tenant_id: string; kind: 'ecr' | 'acr' | 'dockerhub' | 'generic'; name: string; settings: string; credentials: string | null;
  status: 'pending' | 'connected' | 'error'; status_reason: string; tested_at: EpochMs | null; created_at: EpochMs;
}
/** The container image assets a registry's test found. */
export interface RegistryImagesTable { tenant_id: string; registry_id: number; asset_id: number }
/** Added by 0021_cloud_account_groups. */
export interface CloudAccountGroupsTable { tenant_id: string; name: string; created_at: EpochMs }
export interface CloudScansTable {
  id: number; tenant_id: string; account_id: number; status: 'running' | 'done' | 'failed'; progress: number; step: string;
  started_at: EpochMs; finished_at: EpochMs | null; error: string;
}
export interface AlertsTable {
  id: number; tenant_id: string; account_id: number; kind: 'cloud' | 'iac'; severity: string; status: string;
  title: string; rule_id: string; resource: string; created_at: EpochMs;
  /** Added by 0002_alerts: display id, list columns and IaC source; created_at is the first-seen time. */
  ref: string; status_description: string; severity_rank: number; cloud: string; account_name: string; region: string;
  asset_category: string; asset_type: string; business_unit: string; compliance_control: string; last_seen: EpochMs;
  repository: string; branch: string; commit_sha: string; file_path: string; line: number;
  /** Added by 0016_cloud_assets: the asset a cloud alert is about (its resource is the asset's resource id). */
  asset_id: number | null;
}
export interface AlertEventsTable {
  id: Generated<number>; tenant_id: string; alert_id: number; from_status: string; to_status: string; reason: string; actor: string; created_at: EpochMs;
}
export interface AlertIgnoreRulesTable {
  id: string; tenant_id: string; kind: 'cloud' | 'iac'; rule_id: string; account_id: number; reason: string; created_by: string; created_at: EpochMs;
}
/** created_at is when the asset was first seen. */
export interface AssetsTable {
  id: number; tenant_id: string; account_id: number; type: string; name: string; region: string; created_at: EpochMs;
  /** Added by 0016_cloud_assets. The open_* counts are kept by triggers on alerts; metadata is a JSON object. */
  resource_id: string; cloud: string; account_name: string; service: string; category: string; exposed: Flag; exposure_reason: string;
  last_seen: EpochMs; metadata: string; open_critical: number; open_high: number; open_medium: number; open_low: number;
}
export interface AssetTagsTable { tenant_id: string; asset_id: number; key: string; value: string }
/** Assets per tag key and value, kept by triggers on asset_tags. */
export interface AssetTagCountsTable { tenant_id: string; key: string; value: string; n: number }
/** Assets per tag key and value within each filter combination, kept by triggers on assets and tags: counts under a tag filter. */
export interface AssetTagFacetCountsTable extends AssetFacetCountsTable { key: string; value: string }
/** Assets per tag key within each filter combination, kept by triggers on asset_tag_facet_counts: the Tag key menu's counts. */
export interface AssetTagKeyFacetCountsTable extends AssetFacetCountsTable { key: string }
export interface AssetChangesTable { id: number; tenant_id: string; asset_id: number; changed_at: EpochMs; field: string; before: string; after: string }
export interface AssetAccessTable { tenant_id: string; asset_id: number; identity_id: number; access: string }
/** Assets per filter combination, kept by triggers on assets: the filter menus' counts without reading the assets. */
export interface AssetFacetCountsTable {
  tenant_id: string; cloud: string; account_id: number; region: string; service: string; type: string; category: string; exposed: Flag; critical: Flag; n: number;
}
/** Assets per day first seen, cloud, exposure and highest open alert severity (0 none to 4 critical), kept by triggers on assets. */
export interface AssetDashboardCountsTable { tenant_id: string; created_day: number; cloud: string; exposed: Flag; highest: number; n: number }
export interface IdentitiesTable {
  id: number; tenant_id: string; account_id: number; kind: string; name: string; risk: string;
  /** Added by 0024_cloud_identities. JSON columns: access_keys, policies (references to iam_policies), used_actions, risk_reasons, trust. */
  cloud: Generated<string>; type: Generated<string>; account_name: Generated<string>; resource_id: Generated<string>; created_at: Generated<EpochMs>;
  mfa: Generated<Flag | null>; key_age_days: Generated<number | null>; last_activity: Generated<EpochMs | null>; access_keys: Generated<string>;
  policies: Generated<string>; used_actions: Generated<string>; risk_reasons: Generated<string>; trust: Generated<string>;
  granted_count: Generated<number>; used_count: Generated<number>; unused_pct: Generated<number>; risk_score: Generated<number>; flag_admin: Generated<Flag>;
  flag_privilege_escalation: Generated<Flag>; flag_no_mfa: Generated<Flag>; flag_old_keys: Generated<Flag>; flag_external_trust: Generated<Flag>;
  flag_cross_account_trust: Generated<Flag>; flag_inactive: Generated<Flag>;
}
/** Identities per filter combination, kept by triggers on identities (mfa -1 where it does not apply): the filter menus' counts. */
export interface IdentityFacetCountsTable {
  tenant_id: string; cloud: string; type: string; account_id: number; account_name: string; risk: string; mfa: number; flag_admin: Flag;
  flag_privilege_escalation: Flag; flag_no_mfa: Flag; flag_old_keys: Flag; flag_external_trust: Flag; flag_cross_account_trust: Flag; flag_inactive: Flag; n: number;
}
/** An identity's access key or secret as a row of its own, kept from identities.access_keys by triggers. */
export interface IdentityAccessKeysTable {
  tenant_id: string; identity_id: number; key_id: string; account_id: number; account_name: string; cloud: string; principal: string; principal_type: string;
  status: string; created_at: EpochMs; last_used: EpochMs | null;
}
/** An Azure identity's role assignment (role definition at a scope) as a row of its own, kept from identities.policies by triggers. */
export interface IdentityRoleAssignmentsTable {
  tenant_id: string; identity_id: number; role_id: string; scope: string; account_id: number; account_name: string; principal: string; principal_type: string;
}
/** Added by 0024_cloud_identities: AWS IAM policy documents and Azure role definitions (JSON) the identities reference. */
export interface IamPoliciesTable { tenant_id: string; id: string; cloud: string; name: string; document: string }
export interface VulnerabilitiesTable {
  id: number; tenant_id: string; asset_id: number; cve: string; severity: string; status: string;
  /** Added by 0022_vulnerability_findings (each with a default): the package, when seen, accepted risk and what the list filters and sorts by. */
  package_name: Generated<string>; installed_version: Generated<string>; fixed_version: Generated<string>; package_path: Generated<string>;
  purl: Generated<string>; first_seen: Generated<EpochMs>; last_seen: Generated<EpochMs>; first_day: Generated<string>; accept_reason: Generated<string>;
  accept_expires: Generated<EpochMs>; accepted_by: Generated<string>; cvss_x10: Generated<number>; epss_e5: Generated<number>; kev: Generated<number>;
  exploit: Generated<number>; fix_available: Generated<number>; exposed: Generated<number>; priority: Generated<number>; source: Generated<string>;
}
/** Added by 0022_vulnerability_findings: a tenant's CVE records; CVSS × 10, EPSS and its percentile × 100,000, refs a JSON list of URLs. */
export interface CvesTable {
  tenant_id: string; id: string; title: string; description: string; severity: string; cvss_x10: number; cvss_version: string; cvss_vector: string;
  epss_e5: number; epss_percentile_e5: number; kev_added: string | null; kev_ransomware: number; exploit: number; published: string; refs: string;
}
/** Findings per CVE, per package, and per severity/status/KEV/fix/first day, kept by triggers on vulnerabilities. */
export interface VulnerabilityCveCountsTable { tenant_id: string; cve: string; status: string; n: number }
export interface VulnerabilityCveTotalsTable { tenant_id: string; status: string; cves: number }
export interface VulnerabilityCveRollupsTable { tenant_id: string; cve: string; status: string; findings: number; assets: number; exposed_assets: number;
  first_seen: number; last_seen: number; packages: string }
export interface VulnerabilityCveChangesTable { tenant_id: string; cve: string }
export interface VulnerabilityPackageCountsTable { tenant_id: string; package_name: string; status: string; n: number }
/** Added by 0038: findings per status, severity, KEV, fix and exposure, kept by triggers. */
export interface VulnerabilityStatusCountsTable {
  tenant_id: string; status: string; severity: string; kev: number; fix_available: number; exposed: number; n: number;
}
/** Added by 0044_vulnerability_cve_facet_counts: findings per tenant, CVE, status, severity, KEV, fix, exposure and priority (the inventory by CVE). */
export interface VulnerabilityCveFacetCountsTable {
  tenant_id: string; cve: string; status: string; severity: string; kev: number; fix_available: number; exposed: number; priority: number; n: number;
}
export interface VulnerabilityDayCountsTable { tenant_id: string; severity: string; status: string; kev: number; fix_available: number; first_day: string; n: number }
/** One scanner file ingested: report is JSON ({ accepted, rejected: [{ line, path, reason }] }). */
export interface VulnerabilityUploadsTable {
  id: string; tenant_id: string; format: string; file_name: string; target: string; accepted: number; rejected: number; report: string;
  created_by: string; created_at: EpochMs;
}
export interface ComplianceResultsTable {
  id: number; tenant_id: string; benchmark_id: string; control_id: string; account_id: number; status: 'pass' | 'fail';
}
/** Added by 0015_shared_state: proofs of verified one-time codes and failure counters, shared by every instance. */
export interface MfaTokensTable { token_hash: string; user_id: string; expires_at: EpochMs }
export interface RateLimitWindowsTable { key: string; window_start: EpochMs; failures: number; next_slot_at: EpochMs }
export interface ScheduledJobsTable { name: string; next_run_at: EpochMs }
/** Added by 0017_saved_views: a person's named table views per area; `view` is JSON, `name_key` the name in lower case. */
export interface SavedViewsTable {
  id: string; tenant_id: string; user_id: string; area: string; name: string; name_key: string; view: string; is_default: number;
  created_at: EpochMs; updated_at: EpochMs;
}
/** Added by 0018_posture_snapshots: the daily posture history (dimension '' is the metric's total; day is a UTC YYYY-MM-DD). */
export interface PostureSnapshotsTable { tenant_id: string; metric: string; dimension: string; day: string; value: number }

/** Added by 0019_connectors: the connector area's live objects (data is the kind's JSON), pending edits and activations. */
export interface ConnectorObjectsTable {
  tenant_id: string; kind: string; id: string; version: number; data: string; secret_cipher: string | null; updated_at: EpochMs; updated_by: string;
}
export interface ConnectorPendingTable {
  tenant_id: string; user_id: string; kind: string; object_id: string; base_version: number; op: 'upsert' | 'delete'; data: string | null;
  secret_cipher: string | null; user_email: string; user_name: string; updated_at: EpochMs;
}
export interface ConnectorActivationsTable {
  id: string; tenant_id: string; user_id: string; user_email: string; status: 'queued' | 'activating' | 'done' | 'failed';
  message: string; problems: string; created_at: EpochMs; finished_at: EpochMs | null;
  /** Added by connector_activation_claims: the worker running it, and when it last renewed its claim. */
  claimed_by: string | null; heartbeat_at: EpochMs | null;
}

/** Added by connectors_part2: one connector's telemetry in one bucket (a minute sample, or its hourly or daily roll-up). */
export interface ConnectorSamplesTable {
  tenant_id: string; connector_id: string; bucket: EpochMs; location: string; version: string;
  samples: number; up_samples: number; cpu_sum: number; cpu_max: number; mem_sum: number; mem_max: number; tunnels_up: number; tunnels_total: number;
  sessions_zia: number; tx_zia: number; rx_zia: number; sessions_zpa: number; tx_zpa: number; rx_zpa: number;
  sessions_direct: number; tx_direct: number; rx_direct: number; sessions_lc: number; tx_lc: number; rx_lc: number;
}
/** Added by connectors_part2: a tenant's breakdown (destination, application, user, DNS domain or gateway) in one bucket. */
export interface ConnectorDimsTable {
  tenant_id: string; bucket: EpochMs; dimension: string; value: string; count: number; tx_bytes: number; rx_bytes: number; blocked: number; failed: number;
}
/** Added by connector_tenant_totals: a tenant's telemetry in one bucket, summed over its connectors. */
export type ConnectorTenantTable = Omit<ConnectorSamplesTable, 'connector_id' | 'location' | 'version' | 'cpu_max' | 'mem_max'>;
/**
 * Added by connector_rest (0043): a connector's telemetry from a bucket to the end of the coarser bucket it lies in (a
 * minute to the end of its hour, an hour to the end of its day): the sums, and the largest of the peaks.
 */
export type ConnectorRestTable = ConnectorSamplesTable;
/** Added by connectors_part2: the session log. */
export interface ConnectorSessionsTable {
  id: string; tenant_id: string; started_at: EpochMs; connector_id: string; connector_name: string; location: string; method: string;
  user_name: string; application: string; destination: string; tx_bytes: number; rx_bytes: number; duration_ms: number;
}
/** Added by 0025_compliance: open alerts per check and slice (kept by triggers on alerts), attestations, custom frameworks. */
export interface ComplianceCheckFailuresTable {
  tenant_id: string; rule_id: string; account_id: number; cloud: string; region: string; business_unit: string; open_alerts: number;
}
/** Added by 0038_compliance_account_failures: open alerts per check and account (kept by triggers on compliance_check_failures). */
export type ComplianceAccountFailuresTable = Omit<ComplianceCheckFailuresTable, 'region' | 'business_unit'>;
/** Added by 0027_compliance_filters: each day's copy of the compliance_check_failures rows with open alerts. */
export interface ComplianceCheckDaysTable extends ComplianceCheckFailuresTable { day: string }
export interface ComplianceAttestationsTable {
  tenant_id: string; framework_id: string; requirement_id: string; verdict: 'met' | 'not_met'; evidence: string; expires_at: EpochMs;
  attested_by: string; attested_at: EpochMs;
}
export interface ComplianceFrameworksTable { tenant_id: string; id: string; body: string; created_by: string; created_at: EpochMs }

/** Added by 0037_iac: one scanner file uploaded for a repository and branch, with its report (JSON). */
export interface IacUploadsTable {
  id: string; tenant_id: string; format: string; scanner: string; file_name: string; repository: string; branch: string; commit_sha: string;
  /** 0 when the upload carries no pull request. */
  pull_request: number; source: 'ci' | 'cli' | 'ui' | 'ide'; pipeline_id: string; developer: string; machine: string; report: string; created_by: string;
  accepted: number; rejected: number; created: number; resolved: number; critical: number; high: number; medium: number; low: number; created_at: EpochMs;
}
/** Added by 0037_iac: what an uploaded IaC alert carries beyond the alert row. */
export interface IacAlertDetailsTable { alert_id: number; tenant_id: string; scanner: string; line_end: number; remediation: string; guideline: string; upload_id: string }
/** Added by 0037_iac. token is sealed (secretBox), bound to the connection id. */
export interface VcsConnectionsTable {
  id: string; tenant_id: string; provider: 'github' | 'gitlab' | 'bitbucket' | 'azure-repos'; name: string; base_url: string; token: string; login: string;
  created_by: string; created_at: EpochMs; updated_at: EpochMs;
}
export interface VcsRepositoriesTable { id: string; tenant_id: string; connection_id: string; full_name: string; default_branch: string; private: number; created_at: EpochMs }
export interface CicdPipelinesTable {
  id: string; tenant_id: string; provider: 'github-actions' | 'gitlab-ci' | 'jenkins' | 'azure-pipelines'; name: string; repository: string;
  policy: 'critical' | 'high' | 'never'; created_at: EpochMs; updated_at: EpochMs;
}
export interface Database {
  iac_uploads: IacUploadsTable; iac_alert_details: IacAlertDetailsTable; vcs_connections: VcsConnectionsTable;
  vcs_repositories: VcsRepositoriesTable; cicd_pipelines: CicdPipelinesTable;
  orgs: OrgsTable; connections: ConnectionsTable; tenants: TenantsTable; users: UsersTable;
  memberships: MembershipsTable; roles: RolesTable; role_modules: RoleModulesTable; role_actions: RoleActionsTable;
  access_groups: AccessGroupsTable; group_members: GroupMembersTable;
  feature_flags: FeatureFlagsTable; feature_flag_overrides: FeatureFlagOverridesTable;
  notifications: NotificationsTable; notification_reads: NotificationReadsTable; admin_messages: AdminMessagesTable;
  audit_log: AuditLogTable; bff_sessions: BffSessionsTable;
  refresh_families: RefreshFamiliesTable; refresh_tokens: RefreshTokensTable; auth_codes: AuthCodesTable;
  otp_codes: OtpCodesTable; outbox: OutboxTable; outbox_attachments: OutboxAttachmentsTable; password_reset_tokens: PasswordResetTokensTable; meta: MetaTable;
  container_registries: ContainerRegistriesTable; registry_images: RegistryImagesTable;
  cloud_accounts: CloudAccountsTable; cloud_account_groups: CloudAccountGroupsTable; cloud_scans: CloudScansTable; alerts: AlertsTable; assets: AssetsTable; identities: IdentitiesTable; identity_facet_counts: IdentityFacetCountsTable; identity_access_keys: IdentityAccessKeysTable;
  identity_role_assignments: IdentityRoleAssignmentsTable; iam_policies: IamPoliciesTable;
  vulnerabilities: VulnerabilitiesTable; compliance_results: ComplianceResultsTable;
  cves: CvesTable; vulnerability_cve_counts: VulnerabilityCveCountsTable; vulnerability_cve_totals: VulnerabilityCveTotalsTable;
  vulnerability_cve_rollups: VulnerabilityCveRollupsTable; vulnerability_cve_changes: VulnerabilityCveChangesTable; vulnerability_package_counts: VulnerabilityPackageCountsTable;
  vulnerability_day_counts: VulnerabilityDayCountsTable; vulnerability_uploads: VulnerabilityUploadsTable;
  vulnerability_status_counts: VulnerabilityStatusCountsTable; vulnerability_cve_facet_counts: VulnerabilityCveFacetCountsTable;
  alert_events: AlertEventsTable; alert_ignore_rules: AlertIgnoreRulesTable;
  api_keys: ApiKeysTable; trusted_ips: TrustedIpsTable; business_units: BusinessUnitsTable;
  business_unit_accounts: BusinessUnitAccountsTable; sso_settings: SsoSettingsTable; integrations: IntegrationsTable;
  idp_identities: IdpIdentitiesTable; mfa_tokens: MfaTokensTable; rate_limit_windows: RateLimitWindowsTable;
  scheduled_jobs: ScheduledJobsTable; saved_views: SavedViewsTable; posture_snapshots: PostureSnapshotsTable;
  asset_tags: AssetTagsTable; asset_changes: AssetChangesTable; asset_access: AssetAccessTable; asset_facet_counts: AssetFacetCountsTable;
  asset_dashboard_counts: AssetDashboardCountsTable;
  asset_tag_counts: AssetTagCountsTable; asset_tag_facet_counts: AssetTagFacetCountsTable; asset_tag_key_facet_counts: AssetTagKeyFacetCountsTable;
  connector_objects: ConnectorObjectsTable; connector_pending: ConnectorPendingTable; connector_activations: ConnectorActivationsTable;
  compliance_check_failures: ComplianceCheckFailuresTable; compliance_attestations: ComplianceAttestationsTable;
  compliance_frameworks: ComplianceFrameworksTable; compliance_check_days: ComplianceCheckDaysTable;
  compliance_account_failures: ComplianceAccountFailuresTable;
  connector_samples_minute: ConnectorSamplesTable; connector_samples_hour: ConnectorSamplesTable; connector_samples_day: ConnectorSamplesTable;
  connector_dims_minute: ConnectorDimsTable; connector_dims_hour: ConnectorDimsTable; connector_dims_day: ConnectorDimsTable;
  connector_sessions: ConnectorSessionsTable;
  report_schedules: ReportSchedulesTable; report_runs: ReportRunsTable;
  connector_tenant_minute: ConnectorTenantTable; connector_tenant_hour: ConnectorTenantTable; connector_tenant_day: ConnectorTenantTable;
  connector_rest_minute: ConnectorRestTable; connector_rest_hour: ConnectorRestTable;
}


/** Added by 0030_scheduled_reports: a tenant's report schedules; filters and recipients are JSON. */
export interface ReportSchedulesTable {
  id: string; tenant_id: string; name: string; report: string; filters: string; range: string; frequency: 'daily' | 'weekly' | 'monthly';
  weekday: number | null; day_of_month: number | null; time: string; time_zone: string; recipients: string; format: 'pdf' | 'csv';
  paused: Flag; next_run_at: EpochMs | null; created_by: string; created_at: EpochMs; updated_at: EpochMs;
}
/** Added by 0030_scheduled_reports: one run of a schedule, a queue row; file is the produced file in base64. */
export interface ReportRunsTable {
  id: string; tenant_id: string; schedule_id: string; trigger: 'schedule' | 'manual'; status: 'queued' | 'running' | 'succeeded' | 'failed';
  attempts: number; not_before: EpochMs; claimed_by: string | null; heartbeat_at: EpochMs | null; created_at: EpochMs; started_at: EpochMs | null;
  finished_at: EpochMs | null; file_name: string | null; content_type: string | null; size: number | null; file: string | null; error: string | null;
  delivered_at: EpochMs | null;
}
