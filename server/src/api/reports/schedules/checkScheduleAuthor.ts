import { grantKey, loadAccessProfile } from '../../../access/accessProfile.js';
import { isFlagOn } from '../../../access/isFlagOn.js';
import type { AppContext } from '../../../shared/AppContext.js';
import type { ScheduleRow } from './scheduleStore.js';

/** A run its schedule's author may no longer make: it fails at once, with no retry. */
export class RunRefusedError extends Error {
  override readonly name = 'RunRefusedError';
}

/** What reading a scheduled report needs, as the Analytics routes and the Scheduled reports page ask of a caller. */
const NEEDED = ['SCHEDULED_REPORTS', 'ANALYTICS'] as const;

/**
 * A schedule runs with its author's rights as they stand at each run, as a route checks its caller's: a report whose
 * author was disabled, left the organisation, or lost the modules is neither made nor sent (its render link, signed for
 * the author, would otherwise print it for them).
 */
export async function checkScheduleAuthor(ctx: AppContext, schedule: ScheduleRow): Promise<void> {
  const author = await ctx.db.selectFrom('users').select('email').where('id', '=', schedule.created_by).executeTakeFirst();
  const who = `Its author ${author?.email ?? schedule.created_by}`;
  const profile = await loadAccessProfile(ctx.db, schedule.created_by, schedule.tenant_id, await ctx.pluginModules());
  if (!profile) throw new RunRefusedError(`${who} is disabled or no longer a member of this organization; a schedule runs with its author's access`);
  const missing = NEEDED.filter((module) => !profile.grants.has(grantKey({ module })));
  if (missing.length > 0) throw new RunRefusedError(`${who} no longer has access to ${missing.join(' and ')}; a schedule runs with its author's access`);
  if (!(await isFlagOn(ctx.db, schedule.tenant_id, 'analytics'))) throw new RunRefusedError('Analytics is turned off for this organization');
}
