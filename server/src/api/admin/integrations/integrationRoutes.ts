import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../shared/AppContext.js';

/** Administration: integrations (not built yet). */
export async function integrationRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
