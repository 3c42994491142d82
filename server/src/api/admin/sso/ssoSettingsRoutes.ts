import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../shared/AppContext.js';

/** Administration: sso (not built yet). */
export async function ssoSettingsRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
