import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../http/AppError.js';
import type { AppContext } from '../shared/AppContext.js';
import { audit, auditActor } from '../shared/audit.js';
import { principalOf } from './authenticate.js';
import type { RouteAccess } from './routeAccess.js';
import { errorResponses } from './schemas.js';

/** Module SYSTEM_NOTIFICATIONS, and its flag on for the tenant (404 FEATURE_DISABLED otherwise). */
const NOTIFICATIONS = { access: { anyOf: [{ module: 'SYSTEM_NOTIFICATIONS' }], flag: 'system_notifications' } } satisfies { access: RouteAccess };

const notification = z.object({
  id: z.string(), title: z.string(), message: z.string(), severity: z.string(), createdAt: z.string(), read: z.boolean(),
});

/** System notifications of the caller's tenant with the caller's own read state; module SYSTEM_NOTIFICATIONS and its flag. */
export async function notificationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notification'];

  const listFor = (tenantId: string, userId: string) => ctx.db.selectFrom('notifications')
    .leftJoin('notification_reads', (join) => join.onRef('notification_reads.notification_id', '=', 'notifications.id')
      .on('notification_reads.user_id', '=', userId))
    .select(['notifications.id', 'notifications.title', 'notifications.message', 'notifications.severity', 'notifications.created_at',
      'notification_reads.read_at'])
    .where('notifications.tenant_id', '=', tenantId).orderBy('notifications.created_at', 'desc');

  r.get('/notification/v1/notificationCount', {
    config: NOTIFICATIONS,
    schema: { tags, response: { 200: z.object({ count: z.number().int(), total: z.number().int() }), ...errorResponses } },
  }, async (request) => {
    const p = principalOf(request);
    const rows = await listFor(p.tenantId, p.userId).execute();
    const unread = rows.filter((n) => n.read_at === null).length;
    return { count: unread, total: unread };
  });

  r.get('/notification/v1/notifications', {
    config: NOTIFICATIONS,
    schema: { tags, response: { 200: z.object({ notifications: z.array(notification) }), ...errorResponses } },
  }, async (request) => {
    const p = principalOf(request);
    const rows = await listFor(p.tenantId, p.userId).limit(200).execute();
    return {
      notifications: rows.map((n) => ({
        id: n.id, title: n.title, message: n.message, severity: n.severity, createdAt: new Date(n.created_at).toISOString(), read: n.read_at !== null,
      })),
    };
  });

  r.post('/notification/v1/notifications/:id/read', {
    config: NOTIFICATIONS,
    schema: { tags, params: z.object({ id: z.string().min(1) }), response: { 200: z.object({ id: z.string(), read: z.literal(true) }), ...errorResponses } },
  }, async (request) => {
    const p = principalOf(request);
    const found = await ctx.db.selectFrom('notifications').select(['id', 'title'])
      .where('id', '=', request.params.id).where('tenant_id', '=', p.tenantId).executeTakeFirst();
    if (!found) throw new AppError(404, 'NOT_FOUND', `Notification ${request.params.id} not found`);
    const now = ctx.clock();
    const inserted = await ctx.db.insertInto('notification_reads').values({ notification_id: found.id, user_id: p.userId, read_at: now })
      .onConflict((oc) => oc.columns(['notification_id', 'user_id']).doNothing()).executeTakeFirst();
    // Reading it again changes nothing, so it is not a change to audit.
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      await audit(ctx.db, now, { ...auditActor(p), action: 'notification.read', target: `notification:${found.title}`,
        before: { read: false }, after: { read: true } });
    }
    return { id: found.id, read: true as const };
  });
}
