import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../http/AppError.js';
import type { AppContext } from '../../../shared/AppContext.js';
import { audit, auditActor } from '../../../shared/audit.js';
import { newId } from '../../../shared/secrets.js';
import { principalOf } from '../../authenticate.js';
import type { RouteAccess } from '../../routeAccess.js';
import { errorResponses } from '../../schemas.js';
import { startReportQueue } from './reportQueue.js';
import { reportRunSchema, reportScheduleSchema, scheduleInput } from './scheduleSchemas.js';
import { findSchedule, latestRuns, queueRun, scheduleColumns, toRunDto, toScheduleDto, type ScheduleRow } from './scheduleStore.js';

const ACCESS: RouteAccess = { anyOf: [{ module: 'SCHEDULED_REPORTS' }] };
const params = z.object({ id: z.string().max(64) });
const HISTORY = 50;

/** Scheduled reports (module SCHEDULED_REPORTS): schedules, "run now", run history and files; every change audited. Starts this server's run queue. */
export async function scheduleRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['reports'];
  const queue = startReportQueue(ctx, (error) => app.log.warn({ err: error }, 'scheduled report queue failed'));
  app.addHook('onClose', () => queue.stop());
  const dto = async (row: ScheduleRow) => toScheduleDto(row, (await latestRuns(ctx.db, row.tenant_id)).get(row.id));
  const change = (request: Parameters<typeof principalOf>[0], action: string, id: string, details: Record<string, unknown>, before?: unknown, after?: unknown) =>
    audit(ctx.db, ctx.clock(), { ...auditActor(principalOf(request)), action, target: `report_schedule:${id}`, details, before, after });

  r.get('/reports/v1/schedules', {
    config: { access: ACCESS }, schema: { tags, response: { 200: z.object({ items: z.array(reportScheduleSchema) }), ...errorResponses } },
  }, async (request) => {
    const { tenantId } = principalOf(request);
    const [rows, latest] = await Promise.all([
      ctx.db.selectFrom('report_schedules').selectAll().where('tenant_id', '=', tenantId).orderBy('name').orderBy('id').execute(),
      latestRuns(ctx.db, tenantId),
    ]);
    return { items: rows.map((row) => toScheduleDto(row, latest.get(row.id))) };
  });

  r.post('/reports/v1/schedules', {
    config: { access: ACCESS }, schema: { tags, body: scheduleInput, response: { 201: reportScheduleSchema, ...errorResponses } },
  }, async (request, reply) => {
    const p = principalOf(request);
    const now = ctx.clock();
    const row: ScheduleRow = { id: newId('rsc'), tenant_id: p.tenantId, ...scheduleColumns(request.body, now), paused: 0, created_by: p.userId, created_at: now };
    await ctx.db.insertInto('report_schedules').values(row).execute();
    await change(request, 'report_schedule.created', row.id, { name: row.name }, undefined, request.body);
    return reply.code(201).send(toScheduleDto(row, undefined));
  });

  r.put('/reports/v1/schedules/:id', {
    config: { access: ACCESS }, schema: { tags, params, body: scheduleInput, response: { 200: reportScheduleSchema, ...errorResponses } },
  }, async (request) => {
    const { tenantId } = principalOf(request);
    const before = await findSchedule(ctx.db, tenantId, request.params.id);
    await ctx.db.updateTable('report_schedules').set(scheduleColumns(request.body, ctx.clock())).where('tenant_id', '=', tenantId).where('id', '=', before.id).execute();
    await change(request, 'report_schedule.updated', before.id, { name: request.body.name }, toScheduleDto(before, undefined), request.body);
    return dto(await findSchedule(ctx.db, tenantId, before.id));
  });

  for (const [verb, paused] of [['pause', 1], ['resume', 0]] as const) {
    r.post(`/reports/v1/schedules/:id/${verb}`, {
      config: { access: ACCESS }, schema: { tags, params, response: { 200: reportScheduleSchema, ...errorResponses } },
    }, async (request) => {
      const { tenantId } = principalOf(request);
      const row = await findSchedule(ctx.db, tenantId, request.params.id);
      // A resumed schedule runs at its next time from now, not at the times it missed while paused.
      const next = paused === 0 ? scheduleColumns(toScheduleDto(row, undefined), ctx.clock()).next_run_at : row.next_run_at;
      await ctx.db.updateTable('report_schedules').set({ paused, next_run_at: next, updated_at: ctx.clock() }).where('tenant_id', '=', tenantId).where('id', '=', row.id).execute();
      await change(request, `report_schedule.${paused ? 'paused' : 'resumed'}`, row.id, { name: row.name });
      return dto(await findSchedule(ctx.db, tenantId, row.id));
    });
  }

  r.delete('/reports/v1/schedules/:id', {
    config: { access: ACCESS }, schema: { tags, params, response: { 204: z.null(), ...errorResponses } },
  }, async (request, reply) => {
    const { tenantId } = principalOf(request);
    const row = await findSchedule(ctx.db, tenantId, request.params.id);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('report_runs').where('tenant_id', '=', tenantId).where('schedule_id', '=', row.id).execute();
      await trx.deleteFrom('report_schedules').where('tenant_id', '=', tenantId).where('id', '=', row.id).execute();
    });
    await change(request, 'report_schedule.deleted', row.id, { name: row.name }, toScheduleDto(row, undefined));
    return reply.code(204).send(null);
  });

  r.post('/reports/v1/schedules/:id/run', {
    config: { access: ACCESS }, schema: { tags, params, response: { 202: reportRunSchema, ...errorResponses } },
  }, async (request, reply) => {
    const { tenantId } = principalOf(request);
    const row = await findSchedule(ctx.db, tenantId, request.params.id);
    const run = await queueRun(ctx.db, row, 'manual', ctx.clock());
    await change(request, 'report_schedule.run_requested', row.id, { name: row.name, run: run.id });
    queue.kick();
    return reply.code(202).send(toRunDto(run));
  });

  r.get('/reports/v1/schedules/:id/runs', {
    config: { access: ACCESS }, schema: { tags, params, response: { 200: z.object({ items: z.array(reportRunSchema) }), ...errorResponses } },
  }, async (request) => {
    const { tenantId } = principalOf(request);
    const row = await findSchedule(ctx.db, tenantId, request.params.id);
    const runs = await ctx.db.selectFrom('report_runs').selectAll().where('tenant_id', '=', tenantId).where('schedule_id', '=', row.id)
      .orderBy('created_at', 'desc').orderBy('id', 'desc').limit(HISTORY).execute();
    return { items: runs.map(toRunDto) };
  });

  r.get('/reports/v1/runs/:id/file', {
    config: { access: ACCESS },
    schema: { tags, params, produces: ['application/pdf', 'text/csv'], response: { 200: z.string().describe('The produced file'), ...errorResponses } },
  }, async (request, reply) => {
    const { tenantId } = principalOf(request);
    const run = await ctx.db.selectFrom('report_runs').select(['file', 'file_name', 'content_type']).where('tenant_id', '=', tenantId).where('id', '=', request.params.id).executeTakeFirst();
    if (!run?.file || !run.file_name) throw notFound(`Report run ${request.params.id} has no file`);
    reply.header('content-type', run.content_type ?? 'application/octet-stream');
    reply.header('content-disposition', `attachment; filename="${run.file_name}"`);
    reply.header('cache-control', 'no-store');
    return reply.send(Buffer.from(run.file, 'base64') as never);
  });
}
