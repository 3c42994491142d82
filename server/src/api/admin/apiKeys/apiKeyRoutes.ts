import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../shared/AppContext.js';

/** Administration: apiKeys (not built yet). */
export async function apiKeyRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
