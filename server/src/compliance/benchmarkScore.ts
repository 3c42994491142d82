import type { Db } from '../db/openDatabase.js';
import { shippedFrameworks } from './loadFrameworks.js';
import { scoreFramework, type FrameworkScore } from './scoreFramework.js';

/** The benchmark the dashboard's compliance card, the compliance page and the executive report all show. */
export const DASHBOARD_BENCHMARK = 'ZBP';

/**
 * A shipped framework's score for the whole tenant at `now`: the one figure the dashboard card, the executive report
 * and the posture history read, so they cannot disagree. Undefined for a benchmark the server does not ship.
 */
export async function benchmarkScore(db: Db, tenantId: string, benchmarkId: string, now: number): Promise<FrameworkScore | undefined> {
  const framework = shippedFrameworks().find((f) => f.id === benchmarkId);
  return framework ? scoreFramework(db, tenantId, framework, { now }) : undefined;
}
