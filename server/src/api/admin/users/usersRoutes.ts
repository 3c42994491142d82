import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../shared/AppContext.js';

/** Administration: users (not built yet). */
export async function usersRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
