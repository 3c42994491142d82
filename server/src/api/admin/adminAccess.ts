import type { FastifyRequest } from 'fastify';
import { grantKey } from '../../access/accessProfile.js';
import type { TopModule } from '../../access/catalog.js';
import { requireFlagOn } from '../../access/isFlagOn.js';
import { principalProfile } from '../../access/principalProfile.js';
import { forbidden } from '../../http/AppError.js';
import type { Principal } from '../../idp/tokenClaims.js';
import type { AppContext } from '../../shared/AppContext.js';
import { principalOf } from '../authenticate.js';

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
 * The caller, once the server has checked what the UI hides: the area's flag
 * is on for the tenant, the current group's role grants its module, and for a
 * change also MANAGE_ADMINISTRATION.
 */
export async function requireArea(ctx: AppContext, request: FastifyRequest, area: AdminArea, mode: 'read' | 'write'): Promise<Principal> {
  const principal = principalOf(request);
  if (area.flag) await requireFlagOn(ctx.db, principal.tenantId, area.flag);
  const profile = await principalProfile(ctx, principal);
  if (!profile) throw forbidden('User is not a member of this tenant');
  if (!profile.grants.has(grantKey({ module: area.module }))) throw forbidden(`Your group has no access to module ${area.module}`);
  if (mode === 'write' && !profile.actions.includes(MANAGE_ADMINISTRATION)) {
    throw forbidden(`Your role may look at ${area.module} but not change it (needs ${MANAGE_ADMINISTRATION})`);
  }
  return principal;
}

/** Access may have changed for anyone in the tenant: drop its cached profiles so the next call sees the change. */
export function dropTenantProfiles(ctx: AppContext, tenantId: string): void {
  ctx.profileCache.deletePrefix(`${tenantId}|`);
}
