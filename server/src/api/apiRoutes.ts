import type { FastifyInstance, RouteOptions } from 'fastify';
import type { AppContext } from '../shared/AppContext.js';
import { adminMessagesRoutes } from './adminMessagesRoutes.js';
import { adminRoutes } from './admin/adminRoutes.js';
import { alertRoutes } from './alerts/alertRoutes.js';
import { assetRoutes } from './assets/assetRoutes.js';
import { vulnerabilityRoutes } from './vulnerabilities/vulnerabilityRoutes.js';
import { identityRoutes } from './identities/identityRoutes.js';
import { cloudAccountRoutes } from './cloudAccounts/cloudAccountRoutes.js';
import { registryRoutes } from './registries/registryRoutes.js';
import { authRoutes } from './auth/authRoutes.js';
import { connectorRoutes } from './connectors/connectorRoutes.js';
import { iacRoutes } from './iac/iacRoutes.js';
import { apiKeyHeader, type TokenVerifier, bearerToken } from './authenticate.js';
import { authenticateApiKey, markApiKeyUsed } from './admin/apiKeys/apiKeyAuth.js';
import { assertTrustedAddress } from './admin/trustedIps/trustedAddress.js';
import { dashboardRoutes } from './dashboardRoutes.js';
import { featureFlagRoutes } from './featureFlagRoutes.js';
import { notificationRoutes } from './notificationRoutes.js';
import { complianceRoutes } from './complianceRoutes.js';
import { COMPLIANCE_RENDER_ROUTE } from './complianceReportRoutes.js';
import { postureRoutes } from './postureRoutes.js';
import { tenantRoutes } from './tenant/tenantRoutes.js';
import { passwordRoutes } from './user/passwordRoutes.js';
import { REPORT_RENDER_ROUTE, reportRoutes } from './reports/reportRoutes.js';
import { SAVED_VIEWS_PREFIX, savedViewRoutes } from './savedViews/savedViewRoutes.js';
import { forbidden, unauthenticated } from '../http/AppError.js';
import { authorize } from './routeAccess.js';

const PUBLIC_PREFIXES = ['/api/auth/api/v1/', '/api/openapi.json'];
/** What only a signed-in person may do (their password, group, the agreement, who they are): never an API key. */
const PERSON_ONLY = ['/api/user/', '/api/tenant/rbac/', '/api/tenant/api/v1/tenant/eusa/', SAVED_VIEWS_PREFIX];

/**
 * Everything under /api. Every route except the pre-login auth calls needs a
 * verified bearer token or an API key (`X-API-Key`), and a caller from an
 * address outside the tenant's enforced trusted list is refused.
 */
export async function apiRoutes(app: FastifyInstance, ctx: AppContext, verify: TokenVerifier): Promise<void> {
  const isPublic = (route: string) => PUBLIC_PREFIXES.some((p) => route.startsWith(p)) || route === REPORT_RENDER_ROUTE || route === COMPLIANCE_RENDER_ROUTE;
  // A route that forgot to declare its access would be open to every signed-in caller: refuse to start instead.
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    if (!isPublic(route.url)) routes.push(route);
  });
  // Area scopes add their access in their own onRoute hook, after this one: check once all are registered.
  app.addHook('onReady', async () => {
    const missing = routes.filter((route) => !route.config?.access).map((route) => `${String(route.method)} ${route.url}`);
    if (missing.length) throw new Error(`API routes without declared access: ${missing.join(', ')}`);
  });
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url ?? '';
    if (isPublic(route)) return;
    const key = apiKeyHeader(request);
    if (key !== undefined) {
      const principal = await authenticateApiKey(ctx, key);
      if (PERSON_ONLY.some((p) => route.startsWith(p))) throw forbidden(`API keys act as their role, not as a person: ${route} needs a signed-in user`);
      await assertTrustedAddress(ctx.db, principal, request.ip);
      await markApiKeyUsed(ctx, principal.apiKey!.id);
      request.principal = principal;
      return;
    }
    const token = bearerToken(request);
    if (!token) throw unauthenticated('Missing Authorization: Bearer token (or X-API-Key)');
    const principal = await verify(token);
    await assertTrustedAddress(ctx.db, principal, request.ip);
    request.principal = principal;
  });
  // Before the body, query and path are parsed and validated: a caller without the right gets 403, never a 400 about the body.
  app.addHook('onRequest', async (request) => {
    const { access } = request.routeOptions.config;
    if (access) await authorize(ctx, request, access);
  });
  await authRoutes(app, ctx);
  await tenantRoutes(app, ctx);
  await passwordRoutes(app, ctx);
  await featureFlagRoutes(app, ctx);
  await notificationRoutes(app, ctx);
  await dashboardRoutes(app, ctx);
  await postureRoutes(app, ctx);
  await complianceRoutes(app, ctx);
  await adminMessagesRoutes(app, ctx);
  await alertRoutes(app, ctx);
  await assetRoutes(app, ctx);
  await vulnerabilityRoutes(app, ctx);
  await identityRoutes(app, ctx);
  await cloudAccountRoutes(app, ctx);
  await registryRoutes(app, ctx);
  await adminRoutes(app, ctx);
  await connectorRoutes(app, ctx);
  await iacRoutes(app, ctx);
  await reportRoutes(app, ctx);
  await savedViewRoutes(app, ctx);
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
