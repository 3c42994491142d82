import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../shared/AppContext.js';
import { ADMIN_AREAS, type AdminArea, areaAccess } from './adminAccess.js';
import { apiKeyRoutes } from './apiKeys/apiKeyRoutes.js';
import { auditLogRoutes } from './auditLogs/auditLogRoutes.js';
import { businessUnitRoutes } from './businessUnits/businessUnitRoutes.js';
import { integrationRoutes } from './integrations/integrationRoutes.js';
import { rolesRoutes } from './roles/rolesRoutes.js';
import { ssoSettingsRoutes } from './sso/ssoSettingsRoutes.js';
import { trustedIpRoutes } from './trustedIps/trustedIpRoutes.js';
import { usersRoutes } from './users/usersRoutes.js';

type AreaRoutes = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

/** The administration areas under /api/admin/v1 (module ids of spec section 6; see adminAccess). */
export async function adminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Every route of an area needs the area's access, declared here once rather than in each handler.
  const area = (which: AdminArea, routes: AreaRoutes) => app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      const method = Array.isArray(route.method) ? route.method[0]! : route.method;
      route.config = { ...route.config, access: areaAccess(which, method) };
    });
    await routes(scope, ctx);
  });
  await area(ADMIN_AREAS.users, usersRoutes);
  await area(ADMIN_AREAS.roles, rolesRoutes);
  await area(ADMIN_AREAS.apiKeys, apiKeyRoutes);
  await area(ADMIN_AREAS.trustedIps, trustedIpRoutes);
  await area(ADMIN_AREAS.businessUnits, businessUnitRoutes);
  await area(ADMIN_AREAS.sso, ssoSettingsRoutes);
  await area(ADMIN_AREAS.integrations, integrationRoutes);
  await area(ADMIN_AREAS.auditLogs, auditLogRoutes);
}
