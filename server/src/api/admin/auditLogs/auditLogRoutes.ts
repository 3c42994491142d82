import { Readable } from 'node:stream';
import { auditLogFilters, auditLogQuery } from '@palisade/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../http/AppError.js';
import type { AppContext } from '../../../shared/AppContext.js';
import { principalOf } from '../../authenticate.js';
import { errorResponses } from '../../schemas.js';
import { auditCsvHeader, auditCsvLine } from './auditLogCsv.js';
import { auditBatches, auditEntry, auditFacets, auditPage, type AuditScope } from './auditLogStore.js';

/**
 * The audit log of the caller's tenant (module AUDIT_LOGS, flag audit_logs): a filtered, paged list, the filters'
 * values, one row, and the filtered set as a streamed CSV. Read only: nobody changes the log through the API.
 */
export async function auditLogRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['administration'];
  const ok = { 200: z.looseObject({}), ...errorResponses };
  const base = '/admin/v1/audit-logs';
  const scope = async (request: FastifyRequest): Promise<AuditScope> => {
    const p = principalOf(request);
    return { tenantId: p.tenantId, tenantName: p.tenantName };
  };

  r.get(base, { schema: { tags, querystring: auditLogQuery, response: ok } }, async (request) => {
    const s = await scope(request);
    const { page, pageSize, ...filters } = request.query;
    const { items, total } = await auditPage(ctx.db, s, filters, page, pageSize, ctx.clock());
    return { items, total, page, pageSize, pageCount: Math.ceil(total / pageSize) };
  });

  r.get(`${base}/facets`, { schema: { tags, response: ok } }, async (request) => ({ ...(await auditFacets(ctx.db, await scope(request), ctx.clock())) }));

  r.get(`${base}/export.csv`, { schema: { tags, querystring: auditLogFilters, response: errorResponses } }, async (request, reply) => {
    const s = await scope(request);
    const now = ctx.clock();
    const filters = request.query;
    async function* lines() {
      yield auditCsvHeader();
      for await (const batch of auditBatches(ctx.db, s, filters, now)) yield batch.map(auditCsvLine).join('');
    }
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="audit-log-${new Date(now).toISOString().slice(0, 10)}.csv"`);
    reply.header('cache-control', 'no-store');
    return reply.send(Readable.from(lines()) as never);
  });

  r.get(`${base}/:id`, { schema: { tags, params: z.object({ id: z.string().min(1).max(100) }), response: ok } }, async (request) => {
    const entry = await auditEntry(ctx.db, await scope(request), request.params.id, ctx.clock());
    if (!entry) throw notFound(`Audit entry ${request.params.id} not found`);
    return { ...entry };
  });
}
