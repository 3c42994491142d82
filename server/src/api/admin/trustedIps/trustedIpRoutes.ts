import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../shared/AppContext.js';

/** Administration: trustedIps (not built yet). */
export async function trustedIpRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
