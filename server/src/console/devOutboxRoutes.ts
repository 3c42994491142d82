import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/openDatabase.js';

/** Demo-only mailbox viewer so one-time codes and reset links can be read without e-mail. */
export async function devOutboxRoutes(app: FastifyInstance, db: Db): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get('/dev/outbox', {
    schema: { querystring: z.object({ email: z.string().trim().toLowerCase().email('Email Id is Invalid') }) },
  }, async (request, reply) => {
    const rows = await db.selectFrom('outbox').selectAll().where('email', '=', request.query.email).orderBy('created_at', 'desc').limit(20).execute();
    reply.header('cache-control', 'no-store');
    return {
      messages: rows.map((m) => ({ id: m.id, kind: m.kind, subject: m.subject, body: m.body, createdAt: new Date(m.created_at).toISOString(),
        code: m.kind === 'otp' ? (m.body.match(/\b(\d{6})\b/)?.[1] ?? null) : null,
        link: m.kind === 'password_reset' ? (m.body.match(/https?:\/\/\S+/)?.[0] ?? null) : null })),
    };
  });
}
