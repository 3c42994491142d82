import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DIST, REPO } from '../scripts/build/paths.js';
import { freePort } from '../scripts/consoleServer.js';
import { signIn } from './consoleLoad/pageLoad.js';

interface ServerModule {
  createServer(o: { dataDir: string; port: number; host: string; consoleDir: string; importMapPath: string; demo: boolean; scale: string }):
    Promise<{ port: number; close(): Promise<void> }>;
}

/** The dashboard's first chart drawn: the throughput chart's figure, named by its summary. */
const FIRST_CHART = 'main [role="img"][aria-label^="Throughput (bytes)"]';

/**
 * In Chromium, signed in as the demo admin of the built server (`npm run build`; a fresh default-scale demo): from the
 * console's dashboard, the time from a click on the menu's Connector insights item to the connectors dashboard's first
 * chart on screen (the area's code, the overview's query and the drawing), `runs` times, each from a fresh page load.
 */
export async function connectorsMenuToChart(runs: number): Promise<number[]> {
  const { createServer } = (await import(pathToFileURL(join(REPO, 'server', 'dist', 'app.js')).href)) as ServerModule;
  const dataDir = mkdtempSync(join(tmpdir(), 'palisade-bench-connectors-browser-'));
  const server = await createServer({ dataDir, port: await freePort(), host: '127.0.0.1', consoleDir: DIST, importMapPath: join(DIST, 'import-map.json'), demo: true, scale: 'default' });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await (await browser.newContext({ baseURL: `http://127.0.0.1:${server.port}` })).newPage();
    await page.goto('/');
    await signIn(page);
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      await page.goto('/admin/dashboard/dashboard');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const item = nav.getByRole('link', { name: 'Connector insights' });
      // The item sits in the collapsed Administration section: open it first, outside the timed span.
      if (!(await item.isVisible())) await nav.getByRole('button', { name: 'Administration' }).click();
      await item.waitFor({ state: 'visible' });
      const started = await page.evaluate(() => performance.now());
      await item.click();
      await page.waitForSelector(FIRST_CHART, { timeout: 60_000 });
      times.push((await page.evaluate(() => performance.now())) - started);
    }
    return times;
  } finally {
    await browser.close();
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
