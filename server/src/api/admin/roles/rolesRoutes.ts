import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../shared/AppContext.js';

/** Administration: roles (not built yet). */
export async function rolesRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
