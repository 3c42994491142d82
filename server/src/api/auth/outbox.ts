import type { AppContext } from '../../shared/AppContext.js';
import { newId } from '../../shared/secrets.js';

export type OutboxKind = 'otp' | 'password_reset' | 'scheduled_report';

/** A file sent with a message: its bytes, or a reference to a file the server keeps (`report_run:<id>`) and its size. */
export type OutboxAttachment =
  | { name: string; contentType: string; content: Buffer }
  | { name: string; contentType: string; fileRef: string; size: number };

/** Records a message that a real deployment would e-mail, with its attachments; in demo mode it is also logged for convenience. */
export async function sendToOutbox(ctx: AppContext, email: string, kind: OutboxKind, subject: string, body: string, attachments: readonly OutboxAttachment[] = []): Promise<void> {
  const id = newId('msg');
  await ctx.db.insertInto('outbox').values({ id, email, kind, subject, body, created_at: ctx.clock() }).execute();
  if (attachments.length) {
    await ctx.db.insertInto('outbox_attachments').values(attachments.map((a) => ({
      id: newId('att'), message_id: id, name: a.name, content_type: a.contentType,
      ...('content' in a ? { size: a.content.length, content: a.content.toString('base64'), file_ref: null } : { size: a.size, content: null, file_ref: a.fileRef }),
    }))).execute();
  }
  if (ctx.demo) ctx.log.info({ outbox: { email, kind } }, `[outbox] to ${email}: ${body}${attachments.length ? ` (attached: ${attachments.map((a) => a.name).join(', ')})` : ''}`);
}
