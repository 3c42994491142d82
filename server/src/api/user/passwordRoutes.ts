import { changePasswordRequest } from '@palisade/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findUserById } from '../../access/directory.js';
import { AppError } from '../../http/AppError.js';
import type { AppContext } from '../../shared/AppContext.js';
import { audit, auditActor } from '../../shared/audit.js';
import { hashPassword, verifyPassword } from '../../shared/secrets.js';
import { principalOf } from '../authenticate.js';
import { SIGNED_IN } from '../routeAccess.js';
import { errorResponses, messageResponse } from '../schemas.js';

/** A password older than this earns the console's change-password reminder. */
export const PASSWORD_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;


/** The signed-in user's own password: its age (for the reminder) and changing it. */
export async function passwordRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['user'];

  r.get('/user/api/v1/password/status', {
    config: { access: SIGNED_IN },
    schema: { tags, response: { 200: z.object({ changedAt: z.string(), expired: z.boolean(), maxAgeDays: z.number() }), ...errorResponses } },
  }, async (request) => {
    const p = principalOf(request);
    const user = await findUserById(ctx.db, p.userId);
    if (!user) throw new AppError(404, 'NOT_FOUND', 'identity user not found');
    const setAt = user.password_changed_at ?? user.created_at;
    return { changedAt: new Date(setAt).toISOString(), expired: ctx.clock() - setAt > PASSWORD_MAX_AGE_MS, maxAgeDays: PASSWORD_MAX_AGE_MS / 86_400_000 };
  });

  r.post('/user/api/v1/password/change', {
    config: { access: SIGNED_IN },
    schema: { tags, body: changePasswordRequest, response: { 200: messageResponse, ...errorResponses } },
  }, async (request) => {
    const p = principalOf(request);
    // Guessing the current password is a sign-in attempt.
    const attempt = await ctx.limiter.attempt('sign-in', p.email || p.userId, request.ip);
    const user = await findUserById(ctx.db, p.userId);
    if (!user) throw new AppError(404, 'NOT_FOUND', 'identity user not found');
    const { currentPassword, newPassword } = request.body;
    if (!(await verifyPassword(currentPassword, user.password_hash))) {
      throw new AppError(400, 'INVALID_CURRENT_PASSWORD', 'Please enter valid current password', [{ path: 'currentPassword', message: 'Please enter valid current password' }]);
    }
    await attempt.succeeded();
    if (newPassword === currentPassword) {
      throw new AppError(400, 'PASSWORD_UNCHANGED', 'New password and current password should not be same', [{ path: 'newPassword', message: 'New password and current password should not be same' }]);
    }
    const now = ctx.clock();
    await ctx.db.updateTable('users').set({ password_hash: await hashPassword(newPassword), password_changed_at: now }).where('id', '=', user.id).execute();
    // The images say when, never the password or its hash.
    await audit(ctx.db, now, { ...auditActor(p), action: 'auth.password_changed', target: `user:${user.email}`,
      before: { passwordChangedAt: new Date(user.password_changed_at ?? user.created_at).toISOString() },
      after: { passwordChangedAt: new Date(now).toISOString() } });
    return { message: 'Password changed' };
  });
}
