import type { AppContext } from '../../shared/AppContext.js';

/**
 * The least time a pre-login answer takes, whatever it says: longer than the work of any of its branches, so
 * that how long an answer took does not tell a known address from an unknown one.
 */
export const UNIFORM_ANSWER_MS = 150;

/** Waits until `UNIFORM_ANSWER_MS` have passed since `startedAt` (measured with the server's clock). */
export async function padToUniformDuration(ctx: AppContext, startedAt: number): Promise<void> {
  const left = UNIFORM_ANSWER_MS - (ctx.clock() - startedAt);
  if (left > 0) await ctx.sleep(left);
}
