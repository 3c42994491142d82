/**
 * The shell's first paint on one page (what the console-load benchmark
 * measured before the dashboard figures): JS per module before the root
 * config's first frame, and cold loads until shell and plugin show. JS
 * figures are medians over the runs; the per-module breakdown is of the
 * median run.
 */
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { startConsoleServer } from '../../scripts/consoleServer.js';
import { signIn } from './pageLoad.js';
import { kb, median } from './stats.js';

export interface ShellPaintOptions {
  path: string;
  shellSelector: string;
  pluginSelector: string;
  runs: number;
  budgetKb: number;
  timeline: boolean;
}

const ROOT_ID = 'palisade-root';

interface ImportMapJson {
  imports: Record<string, string>;
  scopes?: Record<string, Record<string, string>>;
}

interface LoadedScript {
  url: string;
  gzipBytes: number;
  /** Milliseconds since navigation started. */
  requestedAt: number;
  finishedAt: number;
}

interface Run {
  /** The root config's first frame (ms since navigation). */
  paintAt: number;
  shellMs: number;
  pluginMs: number;
  scripts: LoadedScript[];
  shellAt: number;
}

/** Which module a script URL belongs to, for the breakdown. */
function moduleOf(url: string, importMap: ImportMapJson): string {
  const path = new URL(url).pathname;
  const mappings = [importMap.imports, ...Object.values(importMap.scopes ?? {})].flatMap((m) => Object.entries(m));
  const specifier = mappings.find(([, mapped]) => mapped === path)?.[0];
  if (specifier !== undefined) return specifier;
  if (path.startsWith('/shared/sdk-chunks/')) return '@palisade/sdk (chunks)';
  if (path.startsWith('/root-config/')) return '@palisade/root-config (chunks)';
  const plugin = /^\/plugins\/([^/]+)\//.exec(path);
  if (plugin) return `@palisade-plugins/${plugin[1]}`;
  return path;
}

async function coldLoad(browser: Browser, baseURL: string, o: ShellPaintOptions): Promise<Run> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signIn(page);
  const scripts: Promise<LoadedScript | null>[] = [];
  const requestedAt = new Map<unknown, number>();
  let started = performance.now();
  page.on('request', (request) => requestedAt.set(request, performance.now() - started));
  page.on('requestfinished', (request) => {
    const finishedAt = performance.now() - started;
    scripts.push(
      (async () => {
        // A request that finishes as the page closes has no response to read any more.
        const response = await request.response().catch(() => null);
        if (response === null || !new URL(request.url()).pathname.endsWith('.js')) return null;
        const body = await response.body().catch(() => Buffer.alloc(0));
        return { url: request.url(), gzipBytes: gzipSync(body).length, requestedAt: requestedAt.get(request) ?? 0, finishedAt };
      })(),
    );
  });
  started = performance.now();
  await page.goto(o.path, { waitUntil: 'commit' });
  await page.waitForFunction((id) => (document.getElementById(id)?.childElementCount ?? 0) > 0, ROOT_ID, { polling: 'raf', timeout: 60_000 });
  const paintAt = performance.now() - started;
  await page.locator(o.shellSelector).first().waitFor({ state: 'visible', timeout: 60_000 });
  const shellAt = performance.now() - started;
  await page.locator(o.pluginSelector).first().waitFor({ state: 'visible', timeout: 60_000 });
  const pluginAt = performance.now() - started;
  const loaded = (await Promise.all(scripts)).filter((s): s is LoadedScript => s !== null);
  await context.close();
  return { paintAt, shellMs: shellAt, pluginMs: pluginAt, scripts: loaded, shellAt };
}

/** gzip bytes of the scripts that had arrived at a moment of a run. */
const bytesBefore = (run: Run, at: number): number =>
  run.scripts.filter((s) => s.finishedAt <= at).reduce((sum, s) => sum + s.gzipBytes, 0);
const bytesBeforePaint = (run: Run): number => bytesBefore(run, run.paintAt);
const bytesBeforeShell = (run: Run): number => bytesBefore(run, run.shellAt);

/**
 * The gzip size of the JavaScript loaded before the shell's first paint (the
 * root config's first frame in #palisade-root), per module, against the
 * budget of issue 2, and the median cold load until the shell and the first
 * plugin are visible, on `o.path`.
 */
export async function measureShellPaint(browser: Browser, o: ShellPaintOptions): Promise<void> {
  const { runs: RUNS, budgetKb: BUDGET_KB, timeline: TIMELINE, path: PATH } = o;
  const server = await startConsoleServer({ scale: 'small', rateLimits: { perAccount: 1_000, perAddress: 1_000 } });
  try {
    const importMap = (await (await fetch(`${server.url}/import-map.json`)).json()) as ImportMapJson;
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await coldLoad(browser, server.url, o));

    // The run whose JS-before-first-paint is the median one: its breakdown stands for all.
    const byBytes = [...runs].sort((a, b) => bytesBeforePaint(a) - bytesBeforePaint(b));
    const first = byBytes[Math.floor((byBytes.length - 1) / 2)];
    if (first === undefined) throw new Error('no runs');
    const beforeShell = first.scripts.filter((s) => s.finishedAt <= first.paintAt);
    const byModule = new Map<string, number>();
    for (const script of beforeShell) {
      const name = moduleOf(script.url, importMap);
      byModule.set(name, (byModule.get(name) ?? 0) + script.gzipBytes);
    }
    const total = [...byModule.values()].reduce((a, b) => a + b, 0);
    const react = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'].reduce((a, m) => a + (byModule.get(m) ?? 0), 0);

    if (TIMELINE) {
      const timelineRun = runs[0] ?? first;
      process.stdout.write(
        `\nTimeline of the first run (ms since navigation; first paint at ${timelineRun.paintAt.toFixed(0)}, menu visible at ${timelineRun.shellAt.toFixed(0)})\n`,
      );
      console.table(
        [...timelineRun.scripts]
          .sort((a, b) => a.requestedAt - b.requestedAt)
          .map((s) => ({
            script: new URL(s.url).pathname,
            requested: s.requestedAt.toFixed(0),
            arrived: s.finishedAt.toFixed(0),
            gzip: kb(s.gzipBytes),
            'before paint': s.finishedAt <= timelineRun.paintAt ? 'yes' : '',
            'before menu': s.finishedAt <= timelineRun.shellAt ? 'yes' : '',
          })),
      );
    }

    process.stdout.write(`\nJS loaded before the shell's first paint (gzip), ${PATH}, median run of ${RUNS}\n`);
    console.table(
      [...byModule.entries()]
        .sort((a, b) => b[1] - a[1])
        .map(([module, bytes]) => ({ module, gzip: kb(bytes), share: `${((100 * bytes) / total).toFixed(1)} %` })),
    );
    console.table([
      { measure: 'total JS before first paint', value: kb(total) },
      { measure: 'react + react-dom', value: kb(react) },
      { measure: 'react + react-dom share', value: `${((100 * react) / total).toFixed(1)} %` },
      { measure: 'total / (react + react-dom)', value: react === 0 ? 'n/a' : `${(total / react).toFixed(2)}×` },
      { measure: 'rest / (react + react-dom)', value: react === 0 ? 'n/a' : `${((total - react) / react).toFixed(2)}×` },
    ]);
    const medianBytes = median(runs.map(bytesBeforePaint));
    const verdict = medianBytes <= BUDGET_KB * 1024 ? 'within budget' : `over budget by ${kb(medianBytes - BUDGET_KB * 1024)}`;
    process.stdout.write(
      `\nshell JS before first paint: ${kb(medianBytes)} gzip (budget ${BUDGET_KB} KB): ${verdict}` +
        ` [runs: ${runs.map((r) => kb(bytesBeforePaint(r))).join(', ')}]\n`,
    );
    process.stdout.write(
      `JS arrived before the menu is visible (also what loaded in parallel meanwhile): ${kb(median(runs.map(bytesBeforeShell)))} gzip` +
        ` [runs: ${runs.map((r) => kb(bytesBeforeShell(r))).join(', ')}]\n`,
    );
    const shell = median(runs.map((r) => r.shellMs));
    const plugin = median(runs.map((r) => r.pluginMs));
    process.stdout.write(`\nCold loads (${RUNS}, new context each, no cache), headless chromium\n`);
    console.table([
      { milestone: 'first paint', median: `${median(runs.map((r) => r.paintAt)).toFixed(0)} ms`, runs: runs.map((r) => r.paintAt.toFixed(0)).join(' ') },
      { milestone: 'shell visible', median: `${shell.toFixed(0)} ms`, runs: runs.map((r) => r.shellMs.toFixed(0)).join(' ') },
      { milestone: 'shell + first plugin visible', median: `${plugin.toFixed(0)} ms`, runs: runs.map((r) => r.pluginMs.toFixed(0)).join(' ') },
      { milestone: 'plugin / shell', median: `${(plugin / shell).toFixed(2)}×`, runs: '' },
    ]);
  } finally {
    await server.close();
  }
}

