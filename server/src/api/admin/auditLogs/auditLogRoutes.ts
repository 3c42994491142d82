import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../shared/AppContext.js';

/** Administration: auditLogs (not built yet). */
export async function auditLogRoutes(_app: FastifyInstance, _ctx: AppContext): Promise<void> {}
