/**
 * Switching between two plugins already loaded (alerts ↔ administration
 * users), as a link does it (history.pushState, which single-spa and the
 * routers follow), timed in the page from the navigation to the new page's
 * title and to its data in the DOM; and the memory the switches leave behind
 * after garbage collection (CDP: HeapProfiler.collectGarbage,
 * Runtime.getHeapUsage, Memory.getDOMCounters).
 */
import type { Browser, CDPSession, Page } from '@playwright/test';
import { allowInPageFunctions, type Condition } from './milestones.js';
import { heapKinds, type HeapKinds } from './heapKinds.js';
import { signIn } from './pageLoad.js';

interface Target {
  path: string;
  title: Condition;
  data: Condition;
}

export const ALERTS: Target = {
  path: '/admin/alerts',
  title: { selector: 'h1', text: 'Alerts' },
  data: { selector: 'table[aria-label="Cloud alerts"] tbody tr td', nonEmpty: true },
};
export const USERS: Target = {
  path: '/admin/configuration/users',
  title: { selector: 'h1', text: 'Users and groups' },
  data: { selector: 'table[aria-label="Users"] tbody tr td', nonEmpty: true },
};

export interface SwitchTime {
  to: string;
  titleMs: number;
  dataMs: number;
}

export interface MemoryCounters {
  heapBytes: number;
  /** The heap snapshot's sizes by kind: the page's objects apart from compiled code and browser objects. */
  kinds: HeapKinds;
  nodes: number;
  listeners: number;
  documents: number;
}

export interface SwitchResult {
  switches: SwitchTime[];
  baseline: MemoryCounters;
  after: MemoryCounters;
}

/** Navigates in the page and times the target's title and data (serialised into the page). */
function switchInPage(target: Target): Promise<{ titleMs: number; dataMs: number }> {
  const holds = (c: Condition): boolean => {
    for (const element of document.querySelectorAll(c.selector)) {
      const text = (element.textContent ?? '').trim();
      if (c.text !== undefined ? text === c.text : !c.nonEmpty || text !== '') return true;
    }
    return false;
  };
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let titleMs: number | undefined;
    let dataMs: number | undefined;
    const check = () => {
      const now = performance.now() - started;
      if (titleMs === undefined && holds(target.title)) titleMs = now;
      if (dataMs === undefined && titleMs !== undefined && holds(target.data)) dataMs = now;
      if (titleMs !== undefined && dataMs !== undefined) {
        observer.disconnect();
        clearTimeout(timer);
        resolve({ titleMs, dataMs });
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
    const timer = setTimeout(() => {
      observer.disconnect();
      reject(new Error(`${target.path}: title or data not shown within 30 s`));
    }, 30_000);
    history.pushState(null, '', target.path);
    check();
  });
}

async function counters(cdp: CDPSession): Promise<MemoryCounters> {
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const dom = await cdp.send('Memory.getDOMCounters');
  const kinds = await heapKinds(cdp);
  return { heapBytes: heap.usedSize, kinds, nodes: dom.nodes, listeners: dom.jsEventListeners, documents: dom.documents };
}

async function switchTo(page: Page, target: Target): Promise<SwitchTime> {
  const { titleMs, dataMs } = await page.evaluate(switchInPage, target);
  return { to: target.path, titleMs, dataMs };
}

/**
 * Loads alerts, then users (both plugins loaded), `warmUp` more round trips,
 * the baseline after GC, then `count` timed switches (an even number: it ends
 * on alerts again), and the counters after GC.
 */
export async function measureSwitches(browser: Browser, baseURL: string, count: number, warmUp = 3): Promise<SwitchResult> {
  const context = await browser.newContext({ baseURL });
  try {
    await allowInPageFunctions(context);
    const page = await context.newPage();
    await signIn(page);
    await page.goto(ALERTS.path);
    await page.locator(ALERTS.data.selector).first().waitFor({ timeout: 90_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    for (let i = 0; i < warmUp; i++) {
      await switchTo(page, USERS);
      await switchTo(page, ALERTS);
    }
    const baseline = await counters(cdp);
    const switches: SwitchTime[] = [];
    for (let i = 0; i < count; i++) switches.push(await switchTo(page, i % 2 === 0 ? USERS : ALERTS));
    const after = await counters(cdp);
    return { switches, baseline, after };
  } finally {
    await context.close();
  }
}
