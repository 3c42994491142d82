import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../shared/AppContext.js';
import { apiKeyRoutes } from './apiKeys/apiKeyRoutes.js';
import { auditLogRoutes } from './auditLogs/auditLogRoutes.js';
import { businessUnitRoutes } from './businessUnits/businessUnitRoutes.js';
import { integrationRoutes } from './integrations/integrationRoutes.js';
import { rolesRoutes } from './roles/rolesRoutes.js';
import { ssoSettingsRoutes } from './sso/ssoSettingsRoutes.js';
import { trustedIpRoutes } from './trustedIps/trustedIpRoutes.js';
import { usersRoutes } from './users/usersRoutes.js';

/** The administration areas under /api/admin/v1 (module ids of spec section 6; see adminAccess). */
export async function adminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await usersRoutes(app, ctx);
  await rolesRoutes(app, ctx);
  await apiKeyRoutes(app, ctx);
  await trustedIpRoutes(app, ctx);
  await businessUnitRoutes(app, ctx);
  await ssoSettingsRoutes(app, ctx);
  await integrationRoutes(app, ctx);
  await auditLogRoutes(app, ctx);
}
