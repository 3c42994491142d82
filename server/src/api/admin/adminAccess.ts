import type { TopModule } from '../../access/catalog.js';
import type { AppContext } from '../../shared/AppContext.js';
import type { RouteAccess } from '../routeAccess.js';

/** The action permission every change in an administration area needs; the area's module alone allows looking. */
export const MANAGE_ADMINISTRATION = 'MANAGE_ADMINISTRATION';

/** An administration area: the module that opens it and the feature flag that gates it, if any. */
export interface AdminArea {
  module: TopModule;
  flag?: string;
}

export const ADMIN_AREAS = {
  users: { module: 'ADMINISTRATORS_AND_GROUPS' },
  roles: { module: 'ROLE_MANAGEMENT', flag: 'user_roles' },
  apiKeys: { module: 'API_KEYS', flag: 'api_key_management' },
  trustedIps: { module: 'TRUSTED_IP_MANAGEMENT', flag: 'trusted_ip_list' },
  businessUnits: { module: 'BUSINESS_UNIT_MANAGEMENT', flag: 'business_units' },
  sso: { module: 'SINGLE_SIGN_ON', flag: 'single_sign_on_config' },
  integrations: { module: 'INTEGRATIONS' },
  auditLogs: { module: 'AUDIT_LOGS', flag: 'audit_logs' },
} as const satisfies Record<string, AdminArea>;

/**
 * What a route of an area needs: the area's flag on for the tenant, its module
 * in the caller's role, and for a change (any method but GET) also
 * MANAGE_ADMINISTRATION. Declared once per area (adminRoutes), checked before
 * the request is validated (routeAccess).
 */
export function areaAccess(area: AdminArea, method: string): RouteAccess {
  const read = method === 'GET' || method === 'HEAD';
  return { anyOf: [{ module: area.module }], ...(area.flag ? { flag: area.flag } : {}), ...(read ? {} : { action: MANAGE_ADMINISTRATION, lookOnly: true }) };
}

/** Access may have changed for anyone in the tenant: drop its cached profiles so the next call sees the change. */
export function dropTenantProfiles(ctx: AppContext, tenantId: string): void {
  ctx.profileCache.deletePrefix(`${tenantId}|`);
}
