import type { Db } from '../db/openDatabase.js';
import { daysBetween } from '../posture/postureDays.js';
import { readPostureSeries, type PeriodDays, type Series } from '../posture/readPostureSeries.js';
import type { Framework } from './parseFramework.js';
import { attestationsAt, datedAttestations } from './datedAttestations.js';
import { scoreFrameworks, scoreWith, type ComplianceSlice } from './scoreFramework.js';

const DAY_MS = 86_400_000;

const isWhole = (slice: ComplianceSlice) => !slice.cloud?.length && !slice.accountId?.length && !slice.region?.length && !slice.businessUnit?.length;

/** Open alerts per day and check in the slice, from the daily copies of the per-check summary. */
async function openByDay(db: Db, tenantId: string, checks: readonly string[], slice: ComplianceSlice, first: string, last: string) {
  const out = new Map<string, Map<string, number>>();
  if (checks.length === 0) return out;
  let q = db.selectFrom('compliance_check_days').select((eb) => ['day', 'rule_id', eb.fn.sum<number>('open_alerts').as('n')])
    .where('tenant_id', '=', tenantId).where('day', '>=', first).where('day', '<=', last).where('rule_id', 'in', [...checks]);
  if (slice.cloud?.length) q = q.where('cloud', 'in', [...slice.cloud]);
  if (slice.accountId?.length) q = q.where('account_id', 'in', [...slice.accountId]);
  if (slice.region?.length) q = q.where('region', 'in', [...slice.region]);
  if (slice.businessUnit?.length) q = q.where('business_unit', 'in', [...slice.businessUnit]);
  for (const row of await q.groupBy(['day', 'rule_id']).execute()) {
    if (Number(row.n) <= 0) continue;
    const byCheck = out.get(row.day) ?? new Map<string, number>();
    byCheck.set(row.rule_id, Number(row.n));
    out.set(row.day, byCheck);
  }
  return out;
}

/** The days the daily copies hold for the tenant in the period (a day without open alerts still has its marker row). */
async function storedDays(db: Db, tenantId: string, first: string, last: string): Promise<Set<string>> {
  const rows = await db.selectFrom('compliance_check_days').select('day').distinct()
    .where('tenant_id', '=', tenantId).where('day', '>=', first).where('day', '<=', last).execute();
  return new Set(rows.map((r) => r.day));
}

/**
 * The daily score of each framework over a period, in the posture history's shape (metric `compliance.score`, one value
 * per framework id). For the whole tenant it is the posture history; for a slice, each past day is scored from that
 * day's copy of the per-check summary with today's framework definitions and the attestations as they stood at that day's
 * end (given by then, not yet expired), and today is live.
 * A day with no copy is left out rather than drawn.
 */
export async function complianceTrend(db: Db, tenantId: string, frameworks: readonly Framework[],
  options: { period: PeriodDays; today: string; now: number; slice: ComplianceSlice }): Promise<Series> {
  const { period, today, now, slice } = options;
  const live = await scoreFrameworks(db, tenantId, frameworks, { now, slice });
  const todayValues = Object.fromEntries(live.map((s) => [s.frameworkId, s.score]));
  if (isWhole(slice)) return readPostureSeries(db, tenantId, 'compliance.score', period, { day: today, values: { byDimension: todayValues, total: todayValues.ZBP ?? 0 } });
  const first = period.previousLast < period.first ? period.previousLast : period.first;
  const checks = [...new Set(frameworks.flatMap((f) => f.sections.flatMap((s) => s.requirements.flatMap((r) => r.checks))))];
  const [open, days, attestations] = await Promise.all([openByDay(db, tenantId, checks, slice, first, period.last), storedDays(db, tenantId, first, period.last),
    datedAttestations(db, tenantId, frameworks.map((f) => f.id))]);
  const pointOf = (day: string) => {
    if (day === today) return { day, total: todayValues.ZBP ?? 0, values: todayValues };
    if (day > today || !days.has(day)) return undefined;
    // A day's figure is the one at its end: the attestations given by then and not yet expired.
    const attested = attestationsAt(attestations, Date.parse(`${day}T00:00:00Z`) + DAY_MS);
    const values = Object.fromEntries(frameworks.map((f) => [f.id, scoreWith(f, open.get(day) ?? new Map(), attested.get(f.id) ?? new Map()).score]));
    return { day, total: values.ZBP ?? 0, values };
  };
  const points = daysBetween(period.first, period.last).flatMap((d) => pointOf(d) ?? []);
  const before = period.previousLast < period.last ? pointOf(period.previousLast) ?? null : null;
  return { metric: 'compliance.score', points, previous: before };
}

/**
 * Copies the tenant's per-check summary rows that count open alerts as `day`'s, replacing any copy of that day; a
 * marker row (no check) records a day with none, so its trend point reads 100% rather than missing.
 */
export async function writeComplianceDay(db: Db, tenantId: string, day: string): Promise<void> {
  await db.deleteFrom('compliance_check_days').where('tenant_id', '=', tenantId).where('day', '=', day).execute();
  await db.insertInto('compliance_check_days').columns(['tenant_id', 'day', 'rule_id', 'account_id', 'cloud', 'region', 'business_unit', 'open_alerts'])
    .expression((eb) => eb.selectFrom('compliance_check_failures')
      .select((s) => ['tenant_id', s.val(day).as('day'), 'rule_id', 'account_id', 'cloud', 'region', 'business_unit', 'open_alerts'])
      .where('tenant_id', '=', tenantId).where('open_alerts', '>', 0)).execute();
  await db.insertInto('compliance_check_days').values({ tenant_id: tenantId, day, rule_id: '', account_id: 0, cloud: '', region: '', business_unit: '', open_alerts: 0 }).execute();
}
