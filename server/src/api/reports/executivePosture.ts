import { z } from 'zod';
import type { Db } from '../../db/openDatabase.js';
import { utcDay } from '../../posture/postureDays.js';
import { postureMetric } from '../../posture/postureMetrics.js';
import { changeOf, periodDays, readPostureSeries, type Series } from '../../posture/readPostureSeries.js';
import { executiveChanges } from './executiveChanges.js';

export const executivePostureSchema = z.object({
  /** The dashboard benchmark's score each day of the period (posture history; today live); null without compliance. */
  postureScore: z.object({
    benchmarkId: z.string(), current: z.number().int(), previous: z.number().int().nullable(),
    trend: z.array(z.object({ day: z.string(), score: z.number().int() })),
  }).nullable(),
  /** "What changed this period", as sentences. */
  changes: z.array(z.string()),
});
export type ExecutivePosture = z.infer<typeof executivePostureSchema>;

interface PostureInput {
  tenantId: string; from: number; now: number; benchmarkId: string;
  /** The benchmark's score now, or null when the tenant has not bought compliance. */
  score: number | null;
  newAlerts: number;
  vulnerabilitiesBought: boolean;
}

/** A count metric's series over the period, with today's figures read live. */
async function countSeries(db: Db, tenantId: string, key: string, days: ReturnType<typeof periodDays>, now: number): Promise<Series> {
  const metric = postureMetric(key);
  if (!metric) throw new Error(`Posture metric ${key} is not defined`);
  return readPostureSeries(db, tenantId, key, days, { day: utcDay(now), values: await metric.collect(db, tenantId) });
}

/** The posture score's trend and the period's changes, from the posture history; every query is bound to `tenantId`. */
export async function executivePosture(db: Db, input: PostureInput): Promise<ExecutivePosture> {
  const { tenantId, from, now, benchmarkId, score } = input;
  const days = periodDays(from, now + 1, now);
  const [alerts, vulnerabilities, scores, accounts] = await Promise.all([
    countSeries(db, tenantId, 'alerts.open', days, now),
    input.vulnerabilitiesBought ? countSeries(db, tenantId, 'vulnerabilities.open', days, now) : null,
    score === null ? null : readPostureSeries(db, tenantId, 'compliance.score', days, { day: utcDay(now), values: { byDimension: {}, total: score } }),
    db.selectFrom('cloud_accounts').select((eb) => eb.fn.countAll().as('n')).where('tenant_id', '=', tenantId)
      .where('created_at', '>=', from).where('created_at', '<=', now).executeTakeFirst(),
  ]);
  const scoreChange = scores && changeOf(scores);
  const postureScore = score === null || !scores ? null : {
    benchmarkId, current: score, previous: scoreChange?.previous ?? null,
    trend: scores.points.map((p) => ({ day: p.day, score: p.total })),
  };
  const changes = executiveChanges({
    criticalAlerts: changeOf(alerts, (p) => p.values.Critical ?? 0),
    newAlerts: input.newAlerts,
    newCloudAccounts: Number(accounts?.n ?? 0),
    complianceScore: postureScore && { previous: postureScore.previous, current: postureScore.current },
    benchmark: benchmarkId,
    openVulnerabilities: vulnerabilities && changeOf(vulnerabilities),
  });
  return { postureScore, changes };
}
