import type { AppContext } from '../../shared/AppContext.js';
import { newId } from '../../shared/secrets.js';

export type OutboxKind = 'otp' | 'password_reset' | 'scheduled_report';

/** Records a message that a real deployment would e-mail; in demo mode it is also logged for convenience. */
export async function sendToOutbox(ctx: AppContext, email: string, kind: OutboxKind, subject: string, body: string): Promise<void> {
  await ctx.db.insertInto('outbox').values({ id: newId('msg'), email, kind, subject, body, created_at: ctx.clock() }).execute();
  if (ctx.demo) ctx.log.info({ outbox: { email, kind } }, `[outbox] to ${email}: ${body}`);
}
