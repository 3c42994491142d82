/**
 * Milestones a user sees, timed in the page: an init script watches the DOM
 * (MutationObserver, from the document's creation) and records, per
 * milestone, the `performance.now()` (ms since navigation start) at which all
 * of its conditions first held. Measured through selectors only, so the
 * figures stay comparable whatever the console does inside.
 */
import type { BrowserContext, Page } from '@playwright/test';

/** At least `min` elements match `selector` (and, when given, have exactly `text`, or any non-empty text). */
export interface Condition {
  selector: string;
  min?: number;
  text?: string;
  nonEmpty?: boolean;
}

export interface Milestone {
  name: string;
  conditions: readonly Condition[];
}

/** The six dashboard figures: six card values with text (the console's cards and the floor page's alike). */
export const FIGURES: Milestone = { name: 'figures', conditions: [{ selector: '[data-testid="card-value"]', min: 6, nonEmpty: true }] };

/** The main menu with its dashboard link, and the link to `lastHref` (the last generated plugin's) when given. */
export function menuMilestone(lastHref?: string): Milestone {
  const link = (href: string): Condition => ({ selector: `nav[aria-label="Main"] a[href="${href}"]` });
  return { name: 'menu', conditions: [link('/admin/dashboard/dashboard'), ...(lastHref === undefined ? [] : [link(lastHref)])] };
}

/** A page that did not reach all its milestones in time; `reached` says which it did, and when. */
export class MilestonesNotReachedError extends Error {
  override readonly name = 'MilestonesNotReachedError';
  constructor(
    message: string,
    readonly reached: Record<string, number>,
    readonly timeoutMs: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

declare global {
  interface Window {
    __benchMilestones?: Record<string, number>;
  }
}

/** The in-page watcher (serialised into the page: no closures over this module). */
function watch(milestones: readonly Milestone[]): void {
  const reached: Record<string, number> = {};
  window.__benchMilestones = reached;
  const holds = (c: Condition): boolean => {
    let count = 0;
    for (const element of document.querySelectorAll(c.selector)) {
      const text = element.textContent ?? '';
      if (c.text !== undefined ? text.trim() === c.text : !c.nonEmpty || text.trim() !== '') count++;
      if (count >= (c.min ?? 1)) return true;
    }
    return false;
  };
  const check = () => {
    for (const m of milestones) {
      if (reached[m.name] === undefined && m.conditions.every(holds)) reached[m.name] = performance.now();
    }
    if (milestones.every((m) => reached[m.name] !== undefined)) observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
}

/**
 * Lets functions of this file run in the context's pages: tsx compiles them
 * with esbuild's keepNames, which wraps functions in a `__name` helper the
 * page does not have.
 */
export async function allowInPageFunctions(context: BrowserContext): Promise<void> {
  await context.addInitScript({ content: 'globalThis.__name = globalThis.__name || ((fn) => fn);' });
}

/** Watches `milestones` in every document the context loads from now on. */
export async function watchMilestones(context: BrowserContext, milestones: readonly Milestone[]): Promise<void> {
  await allowInPageFunctions(context);
  await context.addInitScript(watch, milestones);
}

/** Waits until every milestone of the current document is reached; returns ms since its navigation start. */
export async function milestoneTimes(page: Page, names: readonly string[], timeout = 120_000): Promise<Record<string, number>> {
  try {
    const handle = await page.waitForFunction(
      (wanted) => {
        const reached = window.__benchMilestones;
        return reached !== undefined && wanted.every((n) => reached[n] !== undefined) ? reached : null;
      },
      names,
      { polling: 50, timeout },
    );
    return (await handle.jsonValue()) as Record<string, number>;
  } catch (cause) {
    const reached = await page.evaluate(() => ({ ...window.__benchMilestones })).catch(() => ({}));
    throw new MilestonesNotReachedError(
      `${page.url()}: milestones ${names.join(', ')} not all reached within ${timeout} ms (reached: ${JSON.stringify(reached)})`,
      reached,
      timeout,
      { cause },
    );
  }
}
