import type { AppContext } from '../../../shared/AppContext.js';
import { audit } from '../../../shared/audit.js';
import { newId } from '../../../shared/secrets.js';
import { sendToOutbox } from '../../auth/outbox.js';
import { catalogueCsv, reportFileName } from '../catalogue/catalogueCsv.js';
import { catalogueReport } from '../catalogue/catalogueReport.js';
import type { CatalogueReportId } from '../catalogue/catalogueSchemas.js';
import { signRenderToken } from '../renderToken.js';
import { checkScheduleAuthor, RunRefusedError } from './checkScheduleAuthor.js';
import { nextRun } from './nextRun.js';
import { renderPdf } from './renderPdf.js';
import { schedulePeriod, type ScheduleRange } from './schedulePeriod.js';
import { queueRun, timingOf, type RunRow, type ScheduleRow } from './scheduleStore.js';

/** Runs this server works on at once (each PDF is a Chromium). */
export const RUN_CONCURRENCY = 2;
/** Attempts before a run is failed for good; a retry waits RETRY_DELAY_MS × the attempts so far. */
export const MAX_ATTEMPTS = 3;
export const RETRY_DELAY_MS = 30_000;
/** A running run renews its claim this often; one not renewed for RUN_LEASE_MS was left by a server that stopped. */
export const RUN_HEARTBEAT_MS = 5_000;
export const RUN_LEASE_MS = 60_000;
export const QUEUE_TICK_MS = 5_000;

/** Test seam: replaces the PDF renderer (the queue's other steps stay real). */
export const reportQueueHooks: { renderPdf?: (url: string) => Promise<Buffer> } = {};

/** What a run produced. */
interface Produced { fileName: string; contentType: string; file: Buffer }

async function produce(ctx: AppContext, run: RunRow, schedule: ScheduleRow): Promise<Produced> {
  const period = schedulePeriod(schedule.range as ScheduleRange, Number(run.created_at), schedule.time_zone);
  const filters = JSON.parse(schedule.filters) as { cloud: string[]; account: string[]; businessUnit: string[] };
  const report = schedule.report as CatalogueReportId;
  if (schedule.format === 'csv') {
    const body = await catalogueReport(ctx, run.tenant_id, report, { ...period, cloud: filters.cloud, account: filters.account.map(Number), businessUnit: filters.businessUnit });
    return { fileName: reportFileName(report, Number(run.created_at), 'csv'), contentType: 'text/csv; charset=utf-8', file: Buffer.from(catalogueCsv(body)) };
  }
  const query = new URLSearchParams({ from: new Date(period.from).toISOString(), to: new Date(period.to).toISOString() });
  for (const key of ['cloud', 'account', 'businessUnit'] as const) if (filters[key].length) query.set(key, filters[key].join(','));
  const { token } = await signRenderToken(ctx, { tenantId: run.tenant_id, report, range: query.toString(), userId: schedule.created_by });
  const url = `${ctx.publicOrigin}/pdf-scheduled-reports?token=${encodeURIComponent(token)}`;
  const file = await (reportQueueHooks.renderPdf ?? renderPdf)(url);
  return { fileName: reportFileName(report, Number(run.created_at), 'pdf'), contentType: 'application/pdf', file };
}

/**
 * Records the e-mail to every recipient and the run's delivery in one transaction, only if the run has not been
 * delivered yet: a run retried after a crash between delivery and success is never sent twice.
 */
async function deliver(ctx: AppContext, run: RunRow, schedule: ScheduleRow, produced: Produced): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    const marked = await trx.updateTable('report_runs').set({ delivered_at: ctx.clock() }).where('id', '=', run.id).where('delivered_at', 'is', null).executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) return;
    const kb = Math.max(1, Math.round(produced.file.length / 1024));
    for (const email of JSON.parse(schedule.recipients) as string[]) {
      await sendToOutbox({ ...ctx, db: trx }, email, 'scheduled_report', `Scheduled report: ${schedule.name}`,
        `Your scheduled report "${schedule.name}" is attached: ${produced.fileName} (${kb} KB). ` +
        `Its run history is at ${ctx.publicOrigin}/admin/configuration/scheduled-reports (run ${run.id}).`,
        // The bytes go with each message: a recipient keeps the report when its schedule and runs are deleted.
        [{ name: produced.fileName, contentType: produced.contentType, content: produced.file }]);
    }
  });
}

/** Claims the oldest due queued run in one statement: two workers racing for it never both get it. */
async function claim(ctx: AppContext, worker: string): Promise<RunRow | undefined> {
  const now = ctx.clock();
  return ctx.db.updateTable('report_runs')
    .set((eb) => ({ status: 'running', claimed_by: worker, heartbeat_at: now, started_at: now, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', (eb) => eb.selectFrom('report_runs as q').select('q.id').where('q.status', '=', 'queued').where('q.not_before', '<=', now)
      .orderBy('q.created_at').orderBy('q.id').limit(1))
    .where('status', '=', 'queued').returningAll().executeTakeFirst();
}

async function runClaimed(ctx: AppContext, run: RunRow, worker: string): Promise<void> {
  const renew = setInterval(() => {
    void ctx.db.updateTable('report_runs').set({ heartbeat_at: ctx.clock() }).where('id', '=', run.id).where('claimed_by', '=', worker).execute().catch(() => undefined);
  }, RUN_HEARTBEAT_MS);
  renew.unref();
  try {
    const schedule = await ctx.db.selectFrom('report_schedules').selectAll().where('id', '=', run.schedule_id).where('tenant_id', '=', run.tenant_id).executeTakeFirst();
    if (!schedule) throw new Error('Its schedule was deleted');
    let produced: Produced | undefined;
    if (run.delivered_at === null) {
      await checkScheduleAuthor(ctx, schedule);
      produced = await produce(ctx, run, schedule);
      await ctx.db.updateTable('report_runs').set({ file_name: produced.fileName, content_type: produced.contentType, size: produced.file.length, file: produced.file.toString('base64') })
        .where('id', '=', run.id).execute();
      await deliver(ctx, run, schedule, produced);
    }
    await ctx.db.updateTable('report_runs').set({ status: 'succeeded', finished_at: ctx.clock(), error: null, claimed_by: null }).where('id', '=', run.id).execute();
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    const attempts = Number(run.attempts);
    const final = attempts >= MAX_ATTEMPTS || cause instanceof RunRefusedError;
    await ctx.db.updateTable('report_runs').set(final
      ? { status: 'failed', finished_at: ctx.clock(), error: message, claimed_by: null }
      : { status: 'queued', not_before: ctx.clock() + RETRY_DELAY_MS * attempts, error: message, claimed_by: null })
      .where('id', '=', run.id).execute();
    if (final) {
      await audit(ctx.db, ctx.clock(), { tenantId: run.tenant_id, actorUserId: null, action: 'report_schedule.run_failed', target: `report_schedule:${run.schedule_id}`,
        details: { run: run.id, attempts, message } });
    }
  } finally {
    clearInterval(renew);
  }
}

/** Queues a run of every schedule that is due, moving its next run on first (one statement per schedule, so one instance queues it). */
async function queueDue(ctx: AppContext): Promise<void> {
  const now = ctx.clock();
  const due = await ctx.db.selectFrom('report_schedules').selectAll().where('paused', '=', 0).where('next_run_at', '<=', now).execute();
  for (const s of due) {
    const moved = await ctx.db.updateTable('report_schedules').set({ next_run_at: nextRun(timingOf(s), now) })
      .where('id', '=', s.id).where('next_run_at', '=', s.next_run_at).executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 1) await queueRun(ctx.db, s, 'schedule', now);
  }
}

/** A run whose claim was not renewed for the lease was left by a server that stopped: it goes back to the queue (or fails, out of attempts). */
async function recoverAbandoned(ctx: AppContext): Promise<void> {
  const now = ctx.clock();
  const stale = now - RUN_LEASE_MS;
  await ctx.db.updateTable('report_runs').set({ status: 'queued', claimed_by: null, not_before: now, error: 'The server running it stopped; retried' })
    .where('status', '=', 'running').where('heartbeat_at', '<', stale).where('attempts', '<', MAX_ATTEMPTS).execute();
  await ctx.db.updateTable('report_runs').set({ status: 'failed', claimed_by: null, finished_at: now, error: `The server running it stopped, ${MAX_ATTEMPTS} times` })
    .where('status', '=', 'running').where('heartbeat_at', '<', stale).execute();
}

export interface ReportQueue { kick: () => void; stop: () => Promise<void>; idle: () => Promise<void> }

/** The scheduled-report queue of this server: queues due schedules, recovers abandoned runs, and works through runs, RUN_CONCURRENCY at a time. */
export function startReportQueue(ctx: AppContext, warn: (error: unknown) => void, tickMs = QUEUE_TICK_MS): ReportQueue {
  const worker = newId('ins');
  const active = new Set<Promise<void>>();
  let stopped = false;
  let pass: Promise<void> = Promise.resolve();
  const fill = async () => {
    while (!stopped && active.size < RUN_CONCURRENCY) {
      const run = await claim(ctx, worker);
      if (!run) return;
      const job = runClaimed(ctx, run, worker).catch(warn).finally(() => {
        active.delete(job);
        kick();
      });
      active.add(job);
    }
  };
  const kick = () => {
    if (stopped) return;
    pass = pass.then(async () => {
      await recoverAbandoned(ctx);
      await queueDue(ctx);
      await fill();
    }).catch(warn);
  };
  const tick = setInterval(kick, tickMs);
  tick.unref();
  kick();
  return {
    kick,
    stop: async () => {
      stopped = true;
      clearInterval(tick);
      await pass;
      await Promise.allSettled([...active]);
    },
    idle: async () => {
      await pass;
      while (active.size > 0) await Promise.allSettled([...active]);
      await pass;
    },
  };
}
