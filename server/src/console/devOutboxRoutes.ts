import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/openDatabase.js';
import { notFound } from '../http/AppError.js';

const email = z.string().trim().toLowerCase().email('Email Id is Invalid');

/** The bytes of an attachment: its own, or those of the file it refers to (a report run's), if that still exists. */
async function attachmentBytes(db: Db, row: { content: string | null; file_ref: string | null; name: string }): Promise<Buffer> {
  if (row.content !== null) return Buffer.from(row.content, 'base64');
  const runId = /^report_run:(.+)$/.exec(row.file_ref ?? '')?.[1];
  const run = runId ? await db.selectFrom('report_runs').select('file').where('id', '=', runId).executeTakeFirst() : undefined;
  if (!run?.file) throw notFound(`The file of attachment ${row.name} no longer exists`);
  return Buffer.from(run.file, 'base64');
}

/** Demo-only mailbox viewer so one-time codes, reset links and scheduled reports (with their attachments) can be read without e-mail. */
export async function devOutboxRoutes(app: FastifyInstance, db: Db): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/dev/outbox', { schema: { querystring: z.object({ email }) } }, async (request, reply) => {
    const rows = await db.selectFrom('outbox').selectAll().where('email', '=', request.query.email).orderBy('created_at', 'desc').limit(20).execute();
    const attachments = rows.length === 0 ? [] : await db.selectFrom('outbox_attachments').select(['id', 'message_id', 'name', 'content_type', 'size'])
      .where('message_id', 'in', rows.map((m) => m.id)).orderBy('id').execute();
    reply.header('cache-control', 'no-store');
    return {
      messages: rows.map((m) => ({ id: m.id, kind: m.kind, subject: m.subject, body: m.body, createdAt: new Date(m.created_at).toISOString(),
        code: m.kind === 'otp' ? (m.body.match(/\b(\d{6})\b/)?.[1] ?? null) : null,
        link: m.kind === 'password_reset' ? (m.body.match(/https?:\/\/\S+/)?.[0] ?? null) : null,
        attachments: attachments.filter((a) => a.message_id === m.id).map((a) => ({
          id: a.id, name: a.name, contentType: a.content_type, size: Number(a.size),
          download: `/dev/outbox/attachments/${a.id}?email=${encodeURIComponent(request.query.email)}`,
        })) })),
    };
  });

  // The mailbox is read by address, as above: an attachment downloads only with the address its message went to.
  r.get('/dev/outbox/attachments/:id', { schema: { params: z.object({ id: z.string().max(100) }), querystring: z.object({ email }) } }, async (request, reply) => {
    const row = await db.selectFrom('outbox_attachments as a').innerJoin('outbox as m', 'm.id', 'a.message_id')
      .select(['a.name', 'a.content_type', 'a.content', 'a.file_ref']).where('a.id', '=', request.params.id).where('m.email', '=', request.query.email).executeTakeFirst();
    if (!row) throw notFound(`Attachment ${request.params.id} not found for ${request.query.email}`);
    const bytes = await attachmentBytes(db, row);
    reply.header('content-type', row.content_type);
    reply.header('content-disposition', `attachment; filename="${row.name.replace(/["\\\r\n]/g, '_')}"`);
    reply.header('cache-control', 'no-store');
    return reply.send(bytes);
  });
}
