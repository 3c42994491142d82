import { chromium } from '@playwright/test';
import { signIn } from './consoleLoad/pageLoad.js';

const FIRST_ROW = 'table[aria-label="Assets"] tbody tr[data-asset-id]';

/**
 * In Chromium, signed in as the demo admin: from the dashboard, the time from a click on the menu's Cloud Assets
 * item to the inventory's first rows on screen (the page's code, its filters and its first page of assets), `runs`
 * times, each from a fresh load of the dashboard so the inventory's code and data are fetched anew.
 */
export async function menuToRows(baseURL: string, runs: number): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    // What was still loading when a step timed out, so a stall names its request.
    const pending = new Map<object, { url: string; at: number }>();
    page.on('request', (r) => pending.set(r, { url: r.url(), at: Date.now() }));
    page.on('requestfinished', (r) => pending.delete(r));
    page.on('requestfailed', (r) => pending.delete(r));
    const stalled = (error: unknown) => {
      const open = [...pending.values()].map((p) => `${p.url} (${((Date.now() - p.at) / 1000).toFixed(1)} s)`);
      throw new Error(`${(error as Error).message.split('\n')[0]}; still loading: ${open.join(', ') || 'nothing'}`, { cause: error });
    };
    await page.goto('/');
    await signIn(page);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      await page.goto('/admin/dashboard/dashboard').catch(stalled);
      const item = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cloud Assets' });
      // The item may sit in a collapsed section: open it first, outside the timed span.
      if (!(await item.isVisible())) await page.getByRole('button', { name: /Cloud Posture/ }).first().click();
      await item.waitFor({ state: 'visible' });
      const started = await page.evaluate(() => performance.now());
      await item.click().catch(stalled);
      await page.waitForSelector(FIRST_ROW, { timeout: 60_000 }).catch(stalled);
      times.push((await page.evaluate(() => performance.now())) - started);
    }
    return times;
  } finally {
    await browser.close();
  }
}
