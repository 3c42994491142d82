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
    await page.goto('/');
    await signIn(page);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      await page.goto('/admin/dashboard/dashboard');
      const item = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cloud Assets' });
      // The item may sit in a collapsed section: open it first, outside the timed span.
      if (!(await item.isVisible())) await page.getByRole('button', { name: /Cloud Posture/ }).first().click();
      await item.waitFor({ state: 'visible' });
      const started = await page.evaluate(() => performance.now());
      await item.click();
      await page.waitForSelector(FIRST_ROW, { timeout: 60_000 });
      times.push((await page.evaluate(() => performance.now())) - started);
    }
    return times;
  } finally {
    await browser.close();
  }
}
