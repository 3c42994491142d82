/**
 * One cold and one warm load of a page by a signed-in user: a new browser
 * context (empty cache), sign-in through the BFF (the session cookie), the
 * page, then the same page again in the same context.
 */
import type { Browser, Page } from '@playwright/test';
import { dependencyChain, type ChainStep } from './chain.js';
import { MilestonesNotReachedError, milestoneTimes, watchMilestones, type Milestone } from './milestones.js';
import { NetworkRecorder, type TimedRequest } from './network.js';

const DEMO_PASSWORD = 'Palisade-demo-1';
/** The performance entry the shell should emit when its catalogue is registered (a measure from its start). */
export const REGISTRATION_ENTRY = 'palisade:catalogue-registered';

export interface Registration {
  kind: 'measure' | 'mark';
  /** The measure's duration, or the mark's time since navigation start (ms). */
  ms: number;
}

export interface Load {
  milestones: Record<string, number>;
  /** Every request of the load, timed from navigation start. */
  requests: TimedRequest[];
  registration: Registration | null;
}

/** What a load cost until one of its milestones. */
export interface Cost {
  ms: number;
  /** Compressed bytes of the scripts that came from the network before the milestone. */
  jsBytes: number;
  /** Requests started before the milestone: all of them, and those the cache did not answer. */
  requests: number;
  networkRequests: number;
  chain: ChainStep[];
}

export async function signIn(page: Page, email = 'admin@acme.test'): Promise<void> {
  const session = (await (await page.request.get('/bff/session')).json()) as { csrfToken: string };
  const response = await page.request.post('/bff/login', { headers: { 'X-CSRF-Token': session.csrfToken }, data: { email, password: DEMO_PASSWORD } });
  if (!response.ok()) throw new Error(`Sign-in of ${email} failed: ${response.status()} ${await response.text()}`);
}

async function loadOnce(page: Page, recorder: NetworkRecorder, path: string, names: readonly string[]): Promise<Load> {
  recorder.clear();
  await page.goto(path, { waitUntil: 'commit' });
  const milestones = await milestoneTimes(page, names);
  const { origin, registration } = await page.evaluate((entry) => {
    const found = performance.getEntriesByName(entry).at(-1);
    return {
      origin: performance.timeOrigin,
      registration: found === undefined ? null : { kind: found.entryType === 'measure' ? ('measure' as const) : ('mark' as const), ms: found.entryType === 'measure' ? found.duration : found.startTime },
    };
  }, REGISTRATION_ENTRY);
  return { milestones, requests: recorder.since(origin), registration };
}

/** A cold load of `path`, then (unless `warm: false`) a warm one; `warm` is then the cold load again. */
export async function coldAndWarm(
  browser: Browser,
  baseURL: string,
  path: string,
  milestones: readonly Milestone[],
  options: { warm?: boolean } = {},
): Promise<{ cold: Load; warm: Load }> {
  const context = await browser.newContext({ baseURL });
  try {
    await watchMilestones(context, milestones);
    const page = await context.newPage();
    // A page that never reaches its milestones says why (its errors go with the run's failure).
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
    page.on('console', (m) => m.type() === 'error' && errors.push(`console error: ${m.text()}`));
    page.on('requestfailed', (r) => errors.push(`request failed: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`));
    await signIn(page);
    const recorder = await NetworkRecorder.attach(page);
    const names = milestones.map((m) => m.name);
    try {
      const cold = await loadOnce(page, recorder, path, names);
      const warm = options.warm === false ? cold : await loadOnce(page, recorder, path, names);
      return { cold, warm };
    } catch (error) {
      const message = `${error instanceof Error ? error.message : String(error)}${errors.map((e) => `\n  ${e}`).join('')}`;
      if (error instanceof MilestonesNotReachedError) throw new MilestonesNotReachedError(message, error.reached, error.timeoutMs, { cause: error });
      throw new Error(message, { cause: error });
    }
  } finally {
    await context.close();
  }
}

const isScript = (r: TimedRequest): boolean => r.type === 'Script' || new URL(r.url).pathname.endsWith('.js');

export function costUntil(load: Load, milestone: string): Cost {
  const at = load.milestones[milestone];
  if (at === undefined) throw new Error(`The load never reached "${milestone}"`);
  const started = load.requests.filter((r) => r.start <= at);
  return {
    ms: at,
    jsBytes: started.filter((r) => isScript(r) && r.end !== null && r.end <= at).reduce((sum, r) => sum + r.bodyBytes, 0),
    requests: started.length,
    networkRequests: started.filter((r) => !r.fromCache).length,
    chain: dependencyChain(load.requests, at),
  };
}
