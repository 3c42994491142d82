export {
  VALIDATION_MESSAGES,
  rangeMessage,
  requiredText,
  optionalText,
  noWhitespace,
  EMAIL_PATTERN,
  emailAddress,
  intInRange,
} from './validation.js';
export {
  AUDIT_RETENTION_DAYS,
  AUDIT_PAGE_SIZE,
  auditLogFilters,
  auditLogQuery,
  auditLogFilterForm,
} from './admin/auditLogs.js';
export type {
  AuditLogFilters,
  AuditLogQuery,
  AuditLogFilterFormInput,
  AuditLogFilterFormValues,
  AuditInterface,
  AuditLogEntry,
  AuditLogPage,
  AuditLogFacets,
} from './admin/auditLogs.js';
export {
  USER_NAME_MAX,
  GROUP_NAME_MAX,
  USER_STATUSES,
  inviteEmail,
  inviteUserRequest,
  updateUserRequest,
  userListQuery,
  groupRequest,
} from './admin/users.js';
export type {
  UserStatus,
  InviteUserRequest,
  UpdateUserRequest,
  GroupRequest,
  GroupRef,
  UserSummary,
  EffectiveAccess,
  UserDetail,
  GroupSummary,
} from './admin/users.js';
export {
  ROLE_NAME_MAX,
  ROLE_DESCRIPTION_MAX,
  ROLE_DASHBOARD_APPS,
  ROLE_MODULES,
  ROLE_ACTIONS,
  ROLE_PLUGIN_MODULES_MAX,
  roleRequest,
} from './admin/roles.js';
export type { RoleDashboardApp, RoleModule, RoleAction, RoleRequest, RoleUsage, RoleSummary, PluginModuleView, RoleCatalogView } from './admin/roles.js';
export { PLUGIN_MODULE_ID_PATTERN, isPluginModuleId, BUILT_IN_MODULE_IDS } from './catalogue/pluginModules.js';
export {
  API_KEY_NAME_MAX,
  API_KEY_EXPIRY_DAYS,
  API_KEY_HEADER,
  INVALID_API_KEY_MESSAGE,
  createApiKeyRequest,
} from './admin/apiKeys.js';
export type { CreateApiKeyRequest, CreateApiKeyInput, ApiKeyStatus, ApiKeyView, CreatedApiKey } from './admin/apiKeys.js';
export {
  TRUSTED_IP_DESCRIPTION_MAX,
  parseAddressRange,
  addressInRanges,
  addressRange,
  addTrustedIpRequest,
  trustedIpSettingsRequest,
} from './admin/trustedIps.js';
export type {
  AddressKind,
  ParsedRange,
  AddTrustedIpRequest,
  AddTrustedIpInput,
  TrustedIpSettingsRequest,
  TrustedIpView,
  TrustedIpList,
} from './admin/trustedIps.js';
export {
  BUSINESS_UNIT_NAME_MAX,
  BUSINESS_UNIT_DESCRIPTION_MAX,
  businessUnitRequest,
  assetListQuery,
} from './admin/businessUnits.js';
export type {
  BusinessUnitRequestInput,
  BusinessUnitRequest,
  BusinessUnitAccount,
  BusinessUnit,
  AccountAssignment,
  AssetListQuery,
  AssetRow,
  AssetPage,
} from './admin/businessUnits.js';
export { ssoSettingsRequest } from './admin/sso.js';
export type { SsoSettingsRequestInput, SsoSettingsRequest, SsoSettings, SsoTestResult, SsoTestCheck, SsoTestResponse } from './admin/sso.js';
export {
  INTEGRATION_TYPES,
  INTEGRATION_NAME_MAX,
  slackIntegrationRequest,
  jiraIntegrationRequest,
  webhookIntegrationRequest,
  emailIntegrationRequest,
  integrationRequest,
} from './admin/integrations.js';
export type {
  IntegrationType,
  IntegrationRequestInput,
  IntegrationRequest,
  IntegrationConfig,
  IntegrationTestResult,
  Integration,
} from './admin/integrations.js';
export { PASSWORD_MAX_LENGTH, newPassword, passwordResetConfirm, setPasswordForm, changePasswordRequest, changePasswordForm } from './password.js';
export type { PasswordResetConfirm, SetPasswordForm, ChangePasswordRequest, ChangePasswordForm } from './password.js';
