import type { Db } from '../db/openDatabase.js';
import type { PostureSnapshotsTable } from '../db/schema.js';
import { addDays, utcDay } from '../posture/postureDays.js';
import { POSTURE_METRICS, type MetricValues } from '../posture/postureMetrics.js';
import { collectPosture, snapshotRows } from '../posture/writePostureSnapshot.js';
import type { Prng } from './prng.js';

/** Days of history the demo holds, today included. */
export const HISTORY_DAYS = 180;

/** How a metric moved over the demo's half year: a daily drift, and periodic clean-ups that cut it back. */
interface Trend { daily: number; noise: number; waveEvery?: number; waveCut?: number }

const TRENDS: Readonly<Record<string, Trend>> = {
  // Open alerts pile up between remediation waves, each of which clears about a fifth of them.
  'alerts.open': { daily: 0.009, noise: 0.015, waveEvery: 30, waveCut: 0.8 },
  'iac.open': { daily: 0.007, noise: 0.02, waveEvery: 21, waveCut: 0.85 },
  // Estates grow slowly (about a third more in half a year).
  'assets.cloud': { daily: 0.0016, noise: 0.002 },
  'assets.type': { daily: 0.0016, noise: 0.002 },
  'identities.risk': { daily: 0.0008, noise: 0.004 },
  // Vulnerabilities grow with the estate and drop after each patch cycle.
  'vulnerabilities.open': { daily: 0.006, noise: 0.01, waveEvery: 45, waveCut: 0.82 },
};
/** Compliance scores improve by about this many points over the half year. */
const COMPLIANCE_GAIN = 12;

/** A path of factors, oldest first, whose last factor is exactly 1: the history ends at the live figure. */
function path(rng: Prng, trend: Trend, offset: number): number[] {
  const raw = [1];
  for (let t = 1; t < HISTORY_DAYS; t++) {
    const wave = trend.waveEvery && (t + offset) % trend.waveEvery === 0 ? trend.waveCut! : 1;
    raw.push(raw[t - 1]! * (1 + trend.daily) * wave * (1 + (rng.next() - 0.5) * 2 * trend.noise));
  }
  const end = raw[HISTORY_DAYS - 1]!;
  return raw.map((f) => f / end);
}

/** A metric's values `d` days ago (d = 0: the live values themselves). */
function pastValues(rng: Prng, key: string, live: MetricValues, factors: readonly number[], d: number): MetricValues {
  if (d === 0) return live;
  if (key === 'compliance.score') {
    const drift = (COMPLIANCE_GAIN * d) / (HISTORY_DAYS - 1);
    const score = (v: number) => Math.min(100, Math.max(0, Math.round(v - drift + (rng.next() - 0.5) * 3)));
    return { byDimension: Object.fromEntries(Object.entries(live.byDimension).map(([k, v]) => [k, score(v)])), total: score(live.total ?? 0) };
  }
  const factor = factors[HISTORY_DAYS - 1 - d]!;
  return { byDimension: Object.fromEntries(Object.entries(live.byDimension).map(([k, v]) => [k, Math.max(0, Math.round(v * factor * (1 + (rng.next() - 0.5) * 0.04)))])) };
}

/**
 * The demo's posture history: {@link HISTORY_DAYS} daily snapshots per tenant that end today at exactly the live
 * figures (read from the tables the demo has just filled), with plausible trends before: assets growing slowly, alerts
 * and vulnerabilities dipping after remediation waves, compliance improving, some noise on everything. Each metric's
 * breakdown adds up to its total on every day.
 */
export async function seedPostureHistory(db: Db, rng: Prng, now: number): Promise<number> {
  const today = utcDay(now);
  const tenants = await db.selectFrom('tenants').select('id').orderBy('id').execute();
  const rows: PostureSnapshotsTable[] = [];
  for (const { id } of tenants) {
    const live = await collectPosture(db, id);
    // Each tenant's waves fall on its own days; the metrics of one area share a path, so their breakdowns agree.
    const offset = rng.int(0, 29);
    const paths = new Map(Object.entries(TRENDS).map(([key, trend]) => [key, path(rng, trend, offset)]));
    paths.set('assets.type', paths.get('assets.cloud')!);
    paths.set('assets.exposure', paths.get('assets.cloud')!);
    paths.set('assets.exposedAlerts', paths.get('alerts.open')!);
    for (const metric of POSTURE_METRICS) {
      const values = live.get(metric.key);
      if (!values) continue;
      const factors = paths.get(metric.key) ?? [];
      for (let d = HISTORY_DAYS - 1; d >= 0; d--) rows.push(...snapshotRows(id, addDays(today, -d), metric.key, pastValues(rng, metric.key, values, factors, d)));
    }
  }
  const size = 5_000;
  for (let i = 0; i < rows.length; i += size) await db.insertInto('posture_snapshots').values(rows.slice(i, i + size)).execute();
  return rows.length;
}
