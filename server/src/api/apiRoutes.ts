import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../shared/AppContext.js';
import { adminMessagesRoutes } from './adminMessagesRoutes.js';
import { adminRoutes } from './admin/adminRoutes.js';
import { alertRoutes } from './alerts/alertRoutes.js';
import { authRoutes } from './auth/authRoutes.js';
import { type TokenVerifier, bearerToken } from './authenticate.js';
import { dashboardRoutes } from './dashboardRoutes.js';
import { featureFlagRoutes } from './featureFlagRoutes.js';
import { notificationRoutes } from './notificationRoutes.js';
import { tenantRoutes } from './tenant/tenantRoutes.js';
import { passwordRoutes } from './user/passwordRoutes.js';
import { unauthenticated } from '../http/AppError.js';

const PUBLIC_PREFIXES = ['/api/auth/api/v1/', '/api/openapi.json'];

/** Everything under /api; every route except the pre-login auth calls needs a verified bearer token. */
export async function apiRoutes(app: FastifyInstance, ctx: AppContext, verify: TokenVerifier): Promise<void> {
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url ?? '';
    if (PUBLIC_PREFIXES.some((p) => route.startsWith(p))) return;
    const token = bearerToken(request);
    if (!token) throw unauthenticated('Missing Authorization: Bearer token');
    request.principal = await verify(token);
  });
  await authRoutes(app, ctx);
  await tenantRoutes(app, ctx);
  await passwordRoutes(app, ctx);
  await featureFlagRoutes(app, ctx);
  await notificationRoutes(app, ctx);
  await dashboardRoutes(app, ctx);
  await adminMessagesRoutes(app, ctx);
  await alertRoutes(app, ctx);
  await adminRoutes(app, ctx);
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
