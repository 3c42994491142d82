import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../shared/AppContext.js';

/** Administration: businessUnits (not built yet). */
export async function businessUnitRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
