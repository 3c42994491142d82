import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../shared/AppContext.js';
import { SIGNED_IN } from './routeAccess.js';
import { errorResponses } from './schemas.js';

/** Admin banner messages for a console host ('*' rows apply to every host). */
export async function adminMessagesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/admin-ui-messages/zpc/:host', {
    config: { access: SIGNED_IN },
    schema: {
      tags: ['admin-ui-messages'],
      params: z.object({ host: z.string().min(1).max(253).regex(/^[A-Za-z0-9.:-]+$/, 'Host name contains invalid characters') }),
      response: { 200: z.array(z.object({ id: z.string(), severity: z.enum(['info', 'warning', 'error']), message: z.string() })), ...errorResponses },
    },
  }, async (request) => {
    const rows = await ctx.db.selectFrom('admin_messages').select(['id', 'severity', 'message'])
      .where('active', '=', 1).where('host', 'in', [request.params.host.toLowerCase(), '*']).orderBy('id').execute();
    return rows.map((row) => ({ ...row, severity: row.severity as 'info' | 'warning' | 'error' }));
  });
}
