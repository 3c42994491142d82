/** Every table and column the migrations create, as test/schemaParity.test.ts describes them: `name type` plus `key` or `not null`. */
export const EXPECTED_SCHEMA: Record<string, string[]> = {
  access_groups: ['id text key', 'name text not null', 'role_id text not null', 'tenant_id text not null'],
  admin_messages: ['active integer not null', 'host text not null', 'id text key', 'message text not null', 'severity text not null'],
  alert_events: [
    'actor text not null', 'alert_id integer not null', 'created_at bigint not null', 'from_status text not null', 'id integer key',
    'reason text not null', 'tenant_id text not null', 'to_status text not null',
  ],
  alert_ignore_rules: [
    'account_id integer not null', 'created_at bigint not null', 'created_by text not null', 'id text key', 'kind text not null',
    'reason text not null', 'rule_id text not null', 'tenant_id text not null',
  ],
  alerts: [
    'account_id integer not null', 'account_name text not null', 'asset_category text not null', 'asset_id integer', 'asset_type text not null',
    'branch text not null', 'business_unit text not null', 'cloud text not null', 'commit_sha text not null',
    'compliance_control text not null', 'created_at bigint not null', 'file_path text not null', 'id integer key', 'kind text not null',
    'last_seen bigint not null', 'line integer not null', 'ref text not null', 'region text not null', 'repository text not null',
    'resource text not null', 'rule_id text not null', 'severity text not null', 'severity_rank integer not null', 'status text not null',
    'status_description text not null', 'tenant_id text not null', 'title text not null',
  ],
  api_keys: [
    'created_at bigint not null', 'created_by text not null', 'created_by_api_key_id text', 'expires_at bigint', 'id text key',
    'last_used_at bigint', 'name text not null', 'prefix text not null', 'revoked_at bigint', 'revoked_by text', 'role_id text not null',
    'secret_hash text not null', 'tenant_id text not null',
  ],
  asset_access: ['access text not null', 'asset_id integer key', 'identity_id integer key', 'tenant_id text not null'],
  asset_changes: [
    'after text not null', 'asset_id integer not null', 'before text not null', 'changed_at bigint not null', 'field text not null', 'id integer key',
    'tenant_id text not null',
  ],
  asset_facet_counts: [
    'account_id integer key', 'category text key', 'cloud text key', 'critical integer key', 'exposed integer key', 'n integer not null',
    'region text key', 'service text key', 'tenant_id text key', 'type text key',
  ],
  asset_tag_counts: ['key text key', 'n integer not null', 'tenant_id text key', 'value text key'],
  asset_tag_facet_counts: [
    'account_id integer key', 'category text key', 'cloud text key', 'critical integer key', 'exposed integer key', 'key text key', 'n integer not null',
    'region text key', 'service text key', 'tenant_id text key', 'type text key', 'value text key',
  ],
  asset_tags: ['asset_id integer key', 'key text key', 'tenant_id text not null', 'value text not null'],
  compliance_check_days: [
    'account_id integer key', 'business_unit text key', 'cloud text key', 'day text key',
    'open_alerts integer not null', 'region text key', 'rule_id text key', 'tenant_id text key',
  ],
  connector_activations: [
    'claimed_by text', 'created_at bigint not null', 'finished_at bigint', 'heartbeat_at bigint', 'id text key', 'message text not null', 'problems text not null',
    'status text not null', 'tenant_id text not null', 'user_email text not null', 'user_id text not null',
  ],
  connector_objects: [
    'data text not null', 'id text key', 'kind text key', 'secret_cipher text', 'tenant_id text key', 'updated_at bigint not null',
    'updated_by text not null', 'version integer not null',
  ],
  connector_pending: [
    'base_version integer not null', 'data text', 'kind text key', 'object_id text key', 'op text not null', 'secret_cipher text',
    'tenant_id text key', 'updated_at bigint not null', 'user_email text not null', 'user_id text key', 'user_name text not null',
  ],
  connector_dims_minute: [
    'blocked bigint not null', 'bucket bigint key', 'count bigint not null', 'dimension text key', 'failed bigint not null',
    'rx_bytes bigint not null', 'tenant_id text key', 'tx_bytes bigint not null', 'value text key',
  ],
  connector_dims_hour: [
    'blocked bigint not null', 'bucket bigint key', 'count bigint not null', 'dimension text key', 'failed bigint not null',
    'rx_bytes bigint not null', 'tenant_id text key', 'tx_bytes bigint not null', 'value text key',
  ],
  connector_dims_day: [
    'blocked bigint not null', 'bucket bigint key', 'count bigint not null', 'dimension text key', 'failed bigint not null',
    'rx_bytes bigint not null', 'tenant_id text key', 'tx_bytes bigint not null', 'value text key',
  ],
  connector_samples_day: [
    'bucket bigint key', 'connector_id text key', 'cpu_max bigint not null', 'cpu_sum bigint not null', 'location text not null',
    'mem_max bigint not null', 'mem_sum bigint not null', 'rx_direct bigint not null', 'rx_lc bigint not null', 'rx_zia bigint not null',
    'rx_zpa bigint not null', 'samples bigint not null', 'sessions_direct bigint not null', 'sessions_lc bigint not null',
    'sessions_zia bigint not null', 'sessions_zpa bigint not null', 'tenant_id text key', 'tunnels_total bigint not null',
    'tunnels_up bigint not null', 'tx_direct bigint not null', 'tx_lc bigint not null', 'tx_zia bigint not null', 'tx_zpa bigint not null',
    'up_samples bigint not null', 'version text not null',
  ],
  connector_samples_hour: [
    'bucket bigint key', 'connector_id text key', 'cpu_max bigint not null', 'cpu_sum bigint not null', 'location text not null',
    'mem_max bigint not null', 'mem_sum bigint not null', 'rx_direct bigint not null', 'rx_lc bigint not null', 'rx_zia bigint not null',
    'rx_zpa bigint not null', 'samples bigint not null', 'sessions_direct bigint not null', 'sessions_lc bigint not null',
    'sessions_zia bigint not null', 'sessions_zpa bigint not null', 'tenant_id text key', 'tunnels_total bigint not null',
    'tunnels_up bigint not null', 'tx_direct bigint not null', 'tx_lc bigint not null', 'tx_zia bigint not null', 'tx_zpa bigint not null',
    'up_samples bigint not null', 'version text not null',
  ],
  connector_samples_minute: [
    'bucket bigint key', 'connector_id text key', 'cpu_max bigint not null', 'cpu_sum bigint not null', 'location text not null',
    'mem_max bigint not null', 'mem_sum bigint not null', 'rx_direct bigint not null', 'rx_lc bigint not null', 'rx_zia bigint not null',
    'rx_zpa bigint not null', 'samples bigint not null', 'sessions_direct bigint not null', 'sessions_lc bigint not null',
    'sessions_zia bigint not null', 'sessions_zpa bigint not null', 'tenant_id text key', 'tunnels_total bigint not null',
    'tunnels_up bigint not null', 'tx_direct bigint not null', 'tx_lc bigint not null', 'tx_zia bigint not null', 'tx_zpa bigint not null',
    'up_samples bigint not null', 'version text not null',
  ],
  connector_sessions: [
    'application text not null', 'connector_id text not null', 'connector_name text not null', 'destination text not null',
    'duration_ms bigint not null', 'id text key', 'location text not null', 'method text not null', 'rx_bytes bigint not null',
    'started_at bigint not null', 'tenant_id text not null', 'tx_bytes bigint not null', 'user_name text not null',
  ],
  assets: [
    'account_id integer not null', 'account_name text not null', 'category text not null', 'cloud text not null', 'created_at bigint not null',
    'exposed integer not null', 'exposure_reason text not null', 'id integer key', 'last_seen bigint not null', 'metadata text not null',
    'name text not null', 'open_critical integer not null', 'open_high integer not null', 'open_low integer not null', 'open_medium integer not null',
    'region text not null', 'resource_id text not null', 'service text not null', 'tenant_id text not null', 'type text not null',
  ],
  audit_log: [
    'action text not null', 'actor_api_key_id text', 'actor_email text not null', 'actor_user_id text', 'after text', 'before text',
    'created_at bigint not null', 'details text not null', 'id text key', 'interface text not null', 'target text not null',
    'tenant_id text',
  ],
  auth_codes: [
    'client_id text not null', 'code_challenge text not null', 'code_hash text key', 'expires_at bigint not null',
    'redirect_uri text not null', 'scope text not null', 'tenant_id text not null', 'used_at bigint', 'user_id text not null',
  ],
  bff_sessions: [
    'access_expires_at bigint', 'access_refreshed_at bigint', 'access_token text', 'created_at bigint not null',
    'csrf_token text not null', 'expires_at bigint not null', 'id text key', 'mfa_token text', 'otp_email text', 'otp_tenants text',
    'pkce_verifier text', 'profile text', 'refresh_token text', 'refreshing_until bigint', 'sso_return_to text', 'sso_state text',
    'user_id text',
  ],
  business_unit_accounts: ['account_id integer key', 'business_unit_id text key'],
  business_units: [
    'created_at bigint not null', 'description text not null', 'id text key', 'name text not null', 'tenant_id text not null',
    'updated_at bigint not null',
  ],
  cloud_accounts: [
    'auth_kind text not null', 'created_at bigint not null', 'credentials text', 'external_id text not null', 'group_name text not null',
    'id integer key', 'last_scan_at bigint', 'name text not null', 'next_scan_at bigint', 'provider text not null',
    'role_arn text not null', 'role_external_id text not null', 'scan_schedule text not null', 'status text not null',
    'status_reason text not null', 'tenant_id text not null', 'zs_tag text not null',
  ],
  connector_tenant_day: [
    'bucket bigint key', 'cpu_sum bigint not null', 'mem_sum bigint not null', 'rx_direct bigint not null',
    'rx_lc bigint not null', 'rx_zia bigint not null', 'rx_zpa bigint not null', 'samples bigint not null',
    'sessions_direct bigint not null', 'sessions_lc bigint not null', 'sessions_zia bigint not null',
    'sessions_zpa bigint not null', 'tenant_id text key', 'tunnels_total bigint not null', 'tunnels_up bigint not null',
    'tx_direct bigint not null', 'tx_lc bigint not null', 'tx_zia bigint not null', 'tx_zpa bigint not null',
    'up_samples bigint not null',
  ],
  connector_tenant_hour: [
    'bucket bigint key', 'cpu_sum bigint not null', 'mem_sum bigint not null', 'rx_direct bigint not null',
    'rx_lc bigint not null', 'rx_zia bigint not null', 'rx_zpa bigint not null', 'samples bigint not null',
    'sessions_direct bigint not null', 'sessions_lc bigint not null', 'sessions_zia bigint not null',
    'sessions_zpa bigint not null', 'tenant_id text key', 'tunnels_total bigint not null', 'tunnels_up bigint not null',
    'tx_direct bigint not null', 'tx_lc bigint not null', 'tx_zia bigint not null', 'tx_zpa bigint not null',
    'up_samples bigint not null',
  ],
  connector_tenant_minute: [
    'bucket bigint key', 'cpu_sum bigint not null', 'mem_sum bigint not null', 'rx_direct bigint not null',
    'rx_lc bigint not null', 'rx_zia bigint not null', 'rx_zpa bigint not null', 'samples bigint not null',
    'sessions_direct bigint not null', 'sessions_lc bigint not null', 'sessions_zia bigint not null',
    'sessions_zpa bigint not null', 'tenant_id text key', 'tunnels_total bigint not null', 'tunnels_up bigint not null',
    'tx_direct bigint not null', 'tx_lc bigint not null', 'tx_zia bigint not null', 'tx_zpa bigint not null',
    'up_samples bigint not null',
  ],
  container_registries: [
    'created_at bigint not null', 'credentials text', 'id integer key', 'kind text not null', 'name text not null', 'settings text not null',
    'status text not null', 'status_reason text not null', 'tenant_id text not null', 'tested_at bigint',
  ],
  registry_images: ['asset_id integer key', 'registry_id integer key', 'tenant_id text key'],
  cloud_account_groups: ['created_at bigint not null', 'name text key', 'tenant_id text key'],
  cloud_scans: [
    'account_id integer not null', 'error text not null', 'finished_at bigint', 'id integer key', 'progress integer not null',
    'started_at bigint not null', 'status text not null', 'step text not null', 'tenant_id text not null',
  ],
  compliance_attestations: [
    'attested_at bigint not null', 'attested_by text not null', 'evidence text not null', 'expires_at bigint not null', 'framework_id text key',
    'requirement_id text key', 'tenant_id text key', 'verdict text not null',
  ],
  compliance_account_failures: ['account_id integer key', 'cloud text key', 'open_alerts integer not null', 'rule_id text key', 'tenant_id text key'],
  compliance_check_failures: [
    'account_id integer key', 'business_unit text key', 'cloud text key', 'open_alerts integer not null', 'region text key', 'rule_id text key',
    'tenant_id text key',
  ],
  compliance_frameworks: ['body text not null', 'created_at bigint not null', 'created_by text not null', 'id text key', 'tenant_id text key'],
  compliance_results: [
    'account_id integer not null', 'benchmark_id text not null', 'control_id text not null', 'id integer key', 'status text not null',
    'tenant_id text not null',
  ],
  connections: ['id text key', 'name text not null', 'org_id text not null', 'sso_enabled integer not null', 'type text not null'],
  feature_flag_overrides: [
    'cloud_type text', 'enabled integer not null', 'feature text', 'flag_key text not null', 'id text key', 'tenant_id text not null',
  ],
  feature_flags: ['default_enabled integer not null', 'description text not null', 'key text key'],
  group_members: ['group_id text key', 'user_id text key'],
  identities: [
    'access_keys text not null', 'account_id integer not null', 'account_name text not null', 'cloud text not null', 'created_at bigint not null',
    'flag_admin integer not null', 'flag_cross_account_trust integer not null', 'flag_external_trust integer not null',
    'flag_inactive integer not null', 'flag_no_mfa integer not null', 'flag_old_keys integer not null', 'flag_privilege_escalation integer not null',
    'granted_count integer not null', 'id integer key', 'key_age_days integer', 'kind text not null', 'last_activity bigint', 'mfa integer',
    'name text not null', 'policies text not null', 'resource_id text not null', 'risk text not null', 'risk_reasons text not null',
    'risk_score integer not null', 'tenant_id text not null', 'trust text not null', 'type text not null', 'unused_pct integer not null',
    'used_actions text not null', 'used_count integer not null',
  ],
  identity_access_keys: [
    'account_id integer not null', 'account_name text not null', 'cloud text not null', 'created_at bigint not null', 'identity_id integer key',
    'key_id text key', 'last_used bigint', 'principal text not null', 'principal_type text not null', 'status text not null', 'tenant_id text key',
  ],
  identity_role_assignments: [
    'account_id integer not null', 'account_name text not null', 'identity_id integer key', 'principal text not null', 'principal_type text not null',
    'role_id text key', 'scope text key', 'tenant_id text key',
  ],
  identity_facet_counts: [
    'account_id integer key', 'account_name text key', 'cloud text key', 'flag_admin integer key', 'flag_cross_account_trust integer key',
    'flag_external_trust integer key', 'flag_inactive integer key', 'flag_no_mfa integer key', 'flag_old_keys integer key',
    'flag_privilege_escalation integer key', 'mfa integer key', 'n integer not null', 'risk text key', 'tenant_id text key', 'type text key',
  ],
  iam_policies: ['cloud text not null', 'document text not null', 'id text key', 'name text not null', 'tenant_id text key'],
  idp_identities: [
    'created_at bigint not null', 'email text key', 'name text not null', 'org_id text not null', 'password_hash text not null',
  ],
  integrations: [
    'config text not null', 'created_at bigint not null', 'enabled integer not null', 'id text key', 'last_test_at bigint',
    'last_test_message text', 'last_test_status text', 'name text not null', 'secret_cipher text', 'tenant_id text not null',
    'type text not null', 'updated_at bigint not null',
  ],
  memberships: ['current_group_id text not null', 'group_changed integer not null', 'tenant_id text key', 'user_id text key'],
  meta: ['key text key', 'value text not null'],
  mfa_tokens: ['expires_at bigint not null', 'token_hash text key', 'user_id text not null'],
  notification_reads: ['notification_id text key', 'read_at bigint not null', 'user_id text key'],
  notifications: [
    'created_at bigint not null', 'id text key', 'message text not null', 'severity text not null', 'tenant_id text not null',
    'title text not null',
  ],
  orgs: ['id text key', 'name text not null', 'otp_enabled integer not null', 'sso_enabled integer not null'],
  otp_codes: [
    'attempts integer not null', 'code_hash text not null', 'consumed_at bigint', 'created_at bigint not null', 'email text not null',
    'expires_at bigint not null', 'id text key',
  ],
  outbox: [
    'body text not null', 'created_at bigint not null', 'email text not null', 'id text key', 'kind text not null',
    'subject text not null',
  ],
  outbox_attachments: [
    'content text', 'content_type text not null', 'file_ref text', 'id text key', 'message_id text not null', 'name text not null', 'size integer not null',
  ],
  password_reset_tokens: ['expires_at bigint not null', 'token_hash text key', 'used_at bigint', 'user_id text not null'],
  posture_snapshots: ['day text key', 'dimension text key', 'metric text key', 'tenant_id text key', 'value integer not null'],
  rate_limit_windows: ['failures integer not null', 'key text key', 'next_slot_at bigint not null', 'window_start bigint not null'],
  refresh_families: [
    'client_id text not null', 'created_at bigint not null', 'expires_at bigint not null', 'id text key', 'revoked_at bigint',
    'scope text not null', 'tenant_id text not null', 'user_id text not null',
  ],
  refresh_tokens: ['created_at bigint not null', 'family_id text not null', 'token_hash text key', 'used_at bigint'],
  role_actions: ['action text key', 'role_id text key'],
  role_modules: ['module_id text key', 'parent_id text key', 'role_id text key'],
  roles: ['builtin integer not null', 'description text not null', 'id text key', 'name text not null', 'tenant_id text not null'],
  report_runs: [
    'attempts integer not null', 'claimed_by text', 'content_type text', 'created_at bigint not null', 'delivered_at bigint', 'error text', 'file text',
    'file_name text', 'finished_at bigint', 'heartbeat_at bigint', 'id text key', 'not_before bigint not null', 'schedule_id text not null', 'size integer',
    'started_at bigint', 'status text not null', 'tenant_id text not null', 'trigger text not null',
  ],
  report_schedules: [
    'created_at bigint not null', 'created_by text not null', 'day_of_month integer', 'filters text not null', 'format text not null', 'frequency text not null',
    'id text key', 'name text not null', 'next_run_at bigint', 'paused integer not null', 'range text not null', 'recipients text not null', 'report text not null',
    'tenant_id text not null', 'time text not null', 'time_zone text not null', 'updated_at bigint not null', 'weekday integer',
  ],
  saved_views: [
    'area text not null', 'created_at bigint not null', 'id text key', 'is_default integer not null', 'name text not null',
    'name_key text not null', 'tenant_id text not null', 'updated_at bigint not null', 'user_id text not null', 'view text not null',
  ],
  scheduled_jobs: ['name text key', 'next_run_at bigint not null'],
  sso_settings: [
    'certificate text not null', 'default_group_id text', 'enabled integer not null', 'entity_id text not null',
    'jit_enabled integer not null', 'last_test_at bigint', 'last_test_message text', 'last_test_status text', 'metadata_url text not null',
    'metadata_xml text not null', 'sso_url text not null', 'tenant_id text key', 'updated_at bigint not null', 'updated_by text not null',
  ],
  tenants: [
    'customer_type text not null', 'eusa_accepted integer not null', 'eusa_accepted_at bigint', 'id text key', 'name text not null',
    'org_id text not null', 'region text not null', 'subscriptions text not null', 'trusted_ips_enabled integer not null',
  ],
  trusted_ips: [
    'cidr text not null', 'created_at bigint not null', 'created_by text not null', 'description text not null', 'id text key',
    'tenant_id text not null',
  ],
  users: [
    'breakglass integer not null', 'created_at bigint not null', 'email text not null', 'id text key', 'jit_enabled integer not null',
    'last_login_at bigint', 'name text not null', 'org_id text not null', 'password_changed_at bigint', 'password_hash text not null',
    'status text not null',
  ],
  vulnerabilities: [
    'accept_expires bigint not null', 'accept_reason text not null', 'accepted_by text not null', 'asset_id integer not null', 'cve text not null',
    'cvss_x10 integer not null', 'epss_e5 integer not null', 'exploit integer not null', 'exposed integer not null', 'first_day text not null',
    'first_seen bigint not null', 'fix_available integer not null', 'fixed_version text not null', 'id integer key',
    'installed_version text not null', 'kev integer not null', 'last_seen bigint not null', 'package_name text not null',
    'package_path text not null', 'priority integer not null', 'purl text not null', 'severity text not null', 'source text not null',
    'status text not null', 'tenant_id text not null',
  ],
  cves: [
    'cvss_vector text not null', 'cvss_version text not null', 'cvss_x10 integer not null', 'description text not null', 'epss_e5 integer not null',
    'epss_percentile_e5 integer not null', 'exploit integer not null', 'id text key', 'kev_added text', 'kev_ransomware integer not null',
    'published text not null', 'refs text not null', 'severity text not null', 'tenant_id text key', 'title text not null',
  ],
  vulnerability_cve_counts: [
    'cve text key', 'n integer not null', 'status text key', 'tenant_id text key',
  ],
  vulnerability_day_counts: [
    'first_day text key', 'fix_available integer key', 'kev integer key', 'n integer not null', 'severity text key', 'status text key',
    'tenant_id text key',
  ],
  vulnerability_package_counts: [
    'n integer not null', 'package_name text key', 'status text key', 'tenant_id text key',
  ],
  vulnerability_status_counts: [
    'exposed integer key', 'fix_available integer key', 'kev integer key', 'n integer not null', 'severity text key', 'status text key',
    'tenant_id text key',
  ],
  vulnerability_uploads: [
    'accepted integer not null', 'created_at bigint not null', 'created_by text not null', 'file_name text not null', 'format text not null',
    'id text key', 'rejected integer not null', 'report text not null', 'target text not null', 'tenant_id text not null',
  ],
  iac_uploads: [
    'accepted integer not null', 'branch text not null', 'commit_sha text not null', 'created integer not null', 'created_at bigint not null',
    'created_by text not null', 'critical integer not null', 'developer text not null', 'file_name text not null', 'format text not null',
    'high integer not null', 'id text key', 'low integer not null', 'machine text not null', 'medium integer not null', 'pipeline_id text not null',
    'pull_request integer not null', 'rejected integer not null', 'report text not null', 'repository text not null', 'resolved integer not null',
    'scanner text not null', 'source text not null', 'tenant_id text not null',
  ],
  iac_alert_details: [
    'alert_id integer key', 'guideline text not null', 'line_end integer not null', 'remediation text not null', 'scanner text not null',
    'tenant_id text not null', 'upload_id text not null',
  ],
  vcs_connections: [
    'base_url text not null', 'created_at bigint not null', 'created_by text not null', 'id text key', 'login text not null', 'name text not null',
    'provider text not null', 'tenant_id text not null', 'token text not null', 'updated_at bigint not null',
  ],
  vcs_repositories: [
    'connection_id text not null', 'created_at bigint not null', 'default_branch text not null', 'full_name text not null', 'id text key',
    'private integer not null', 'tenant_id text not null',
  ],
  cicd_pipelines: [
    'created_at bigint not null', 'id text key', 'name text not null', 'policy text not null', 'provider text not null', 'repository text not null',
    'tenant_id text not null', 'updated_at bigint not null',
  ],
};
