import type { Selectable } from 'kysely';
import type { Db } from '../../../db/openDatabase.js';
import type { ReportRunsTable, ReportSchedulesTable } from '../../../db/schema.js';
import { notFound } from '../../../http/AppError.js';
import { newId } from '../../../shared/secrets.js';
import { nextRun, type ScheduleTiming } from './nextRun.js';
import type { ReportRunDto, ReportScheduleDto, ScheduleInput } from './scheduleSchemas.js';

export type ScheduleRow = Selectable<ReportSchedulesTable>;
export type RunRow = Selectable<ReportRunsTable>;

const isoOrNull = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export const timingOf = (s: Pick<ScheduleRow, 'frequency' | 'weekday' | 'day_of_month' | 'time' | 'time_zone'>): ScheduleTiming =>
  s.frequency === 'weekly' ? { frequency: 'weekly', weekday: s.weekday ?? 1, time: s.time, timeZone: s.time_zone }
    : s.frequency === 'monthly' ? { frequency: 'monthly', dayOfMonth: s.day_of_month ?? 1, time: s.time, timeZone: s.time_zone }
      : { frequency: 'daily', time: s.time, timeZone: s.time_zone };

export function toRunDto(r: RunRow): ReportRunDto {
  return {
    id: r.id, scheduleId: r.schedule_id, trigger: r.trigger, status: r.status, attempts: Number(r.attempts), createdAt: new Date(Number(r.created_at)).toISOString(),
    startedAt: isoOrNull(r.started_at), finishedAt: isoOrNull(r.finished_at),
    durationMs: r.started_at !== null && r.finished_at !== null ? Number(r.finished_at) - Number(r.started_at) : null,
    fileName: r.file_name, size: r.size === null ? null : Number(r.size), error: r.error, deliveredAt: isoOrNull(r.delivered_at),
  };
}

export function toScheduleDto(s: ScheduleRow, lastRun: RunRow | undefined): ReportScheduleDto {
  return {
    id: s.id, name: s.name, report: s.report as ReportScheduleDto['report'], filters: JSON.parse(s.filters), range: s.range as ReportScheduleDto['range'],
    frequency: s.frequency, weekday: s.weekday, dayOfMonth: s.day_of_month, time: s.time, timeZone: s.time_zone, recipients: JSON.parse(s.recipients),
    format: s.format, paused: Number(s.paused) === 1, nextRunAt: Number(s.paused) === 1 ? null : isoOrNull(s.next_run_at), lastRun: lastRun ? toRunDto(lastRun) : null,
  };
}

/** The columns a schedule's input sets, with its next run after `now`. */
export function scheduleColumns(input: ScheduleInput, now: number) {
  const columns = {
    name: input.name, report: input.report, filters: JSON.stringify(input.filters), range: input.range, frequency: input.frequency,
    weekday: input.frequency === 'weekly' ? input.weekday : null, day_of_month: input.frequency === 'monthly' ? input.dayOfMonth : null,
    time: input.time, time_zone: input.timeZone, recipients: JSON.stringify(input.recipients), format: input.format, updated_at: now,
  };
  return { ...columns, next_run_at: nextRun(timingOf(columns), now) };
}

export async function findSchedule(db: Db, tenantId: string, id: string): Promise<ScheduleRow> {
  const row = await db.selectFrom('report_schedules').selectAll().where('tenant_id', '=', tenantId).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`Scheduled report ${id} not found`);
  return row;
}

/**
 * Each schedule's last run, in one query: per schedule of the tenant, the newest run is one descending step of the
 * (tenant, schedule, created) index, so the list reads one run per schedule however long the history grows.
 */
export function latestRunsQuery(db: Db, tenantId: string) {
  // The runs are then fetched by key: the ids come from the tenant's own schedules and runs.
  return db.selectFrom('report_runs as r').selectAll('r')
    .where('r.id', 'in', (eb) => eb.selectFrom('report_schedules as s').where('s.tenant_id', '=', tenantId)
      .select((inner) => inner.selectFrom('report_runs as x').select('x.id').where('x.tenant_id', '=', tenantId).whereRef('x.schedule_id', '=', 's.id')
        .orderBy('x.created_at', 'desc').orderBy('x.id', 'desc').limit(1).as('id')));
}

export async function latestRuns(db: Db, tenantId: string): Promise<Map<string, RunRow>> {
  const rows = await latestRunsQuery(db, tenantId).execute();
  return new Map(rows.map((r) => [r.schedule_id, r]));
}

/** Queues a run of a schedule, due now. */
export async function queueRun(db: Db, schedule: Pick<ScheduleRow, 'id' | 'tenant_id'>, trigger: RunRow['trigger'], now: number): Promise<RunRow> {
  const row: RunRow = {
    id: newId('run'), tenant_id: schedule.tenant_id, schedule_id: schedule.id, trigger, status: 'queued', attempts: 0, not_before: now, claimed_by: null,
    heartbeat_at: null, created_at: now, started_at: null, finished_at: null, file_name: null, content_type: null, size: null, file: null, error: null, delivered_at: null,
  };
  await db.insertInto('report_runs').values(row).execute();
  return row;
}
