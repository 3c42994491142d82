import type { KnownModuleId } from '@palisade/sdk';

/** An administration area: its page, the module that opens it and the flag that gates it. */
export interface AdminArea {
  id: 'users' | 'roles' | 'apiKeys' | 'trustedIps' | 'businessUnits' | 'sso' | 'integrations' | 'auditLogs';
  path: string;
  module: KnownModuleId;
  flag?: string;
  /** The area's step in the spec's landing priority (section 4). */
  landing?: number;
}

/** In the landing page's order; the server checks the same module and flag (server/src/api/admin/adminAccess.ts). */
export const ADMIN_AREAS: readonly AdminArea[] = [
  { id: 'users', path: '/admin/configuration/users', module: 'ADMINISTRATORS_AND_GROUPS', landing: 18 },
  { id: 'roles', path: '/admin/configuration/userroles', module: 'ROLE_MANAGEMENT', flag: 'user_roles', landing: 19 },
  { id: 'apiKeys', path: '/admin/configuration/api-keys', module: 'API_KEYS', flag: 'api_key_management', landing: 20 },
  { id: 'trustedIps', path: '/admin/configuration/trusted-ip', module: 'TRUSTED_IP_MANAGEMENT', flag: 'trusted_ip_list' },
  { id: 'businessUnits', path: '/admin/configuration/business-units', module: 'BUSINESS_UNIT_MANAGEMENT', flag: 'business_units', landing: 14 },
  { id: 'sso', path: '/admin/configuration/idp', module: 'SINGLE_SIGN_ON', flag: 'single_sign_on_config', landing: 16 },
  { id: 'integrations', path: '/admin/configuration/integrations', module: 'INTEGRATIONS', landing: 13 },
  { id: 'auditLogs', path: '/admin/configuration/audit-logs', module: 'AUDIT_LOGS', flag: 'audit_logs', landing: 15 },
];
