/**
 * Console load benchmark: `npm run bench:console` (after `npm run build`);
 * `npm run bench:console -- --quick` for a smoke run.
 *
 * In one run, on the built server (small demo data, admin@acme.test):
 * 1. The dashboard (`/admin/dashboard/dashboard`) against the floor page
 *    (react, react-dom, single-spa and one component fetching the six counts,
 *    `consoleLoad/floorPage.ts`), cold and warm: compressed JS and requests
 *    before the figures, the chain of dependent network steps, time to the
 *    figures and its ratio to the floor.
 * 2. Scale: 14, 114 and 264 plugins in the import map (generated plugins,
 *    `consoleLoad/fixturePlugins.ts`): time to the menu and to the figures
 *    (fewer runs at a scale that takes more than 90 s, none past 120 s a load),
 *    and the catalogue's registration time from the performance measure
 *    `palisade:catalogue-registered`, which the shell should emit (a
 *    `performance.measure` ending when its catalogue of plugins is registered).
 * 3. Switches between two loaded plugins: p50 to the page title and to data.
 * 4. Memory after GC over the switches: heap growth, DOM nodes and listeners.
 * 5. (full run only) JS before the shell's first paint on `--path`, per module,
 *    against the shell budget of issue 2.
 * Every figure is printed beside its goal (issue 13) with PASS or MISS, and a
 * legend says what each one means. Everything is measured through what a user
 * sees (DOM selectors) and the browser's network events, not the console's
 * internals.
 *
 * Options: --quick (1 run, 20 switches, no shell-paint part)  --runs=5  --switches=100
 *          --scales=14,114,264  and for part 5: --path=/admin/profile  --shell='nav[aria-label="Main"]'
 *          --plugin='[data-plugin-root] h1'  --budget=130 (KB gzip)  --timeline
 */
import { chromium, type Browser } from '@playwright/test';
import { prepareBenchConsole, startBenchServer, type BenchConsole } from './consoleLoad/benchConsole.js';
import { ensureFixturePlugins, fixturePath, MAX_FIXTURE_PLUGINS } from './consoleLoad/fixturePlugins.js';
import { FLOOR_PATH } from './consoleLoad/floorPage.js';
import { FIGURES, menuMilestone, MilestonesNotReachedError } from './consoleLoad/milestones.js';
import { coldAndWarm, type Load } from './consoleLoad/pageLoad.js';
import { printFloorComparison, printMemory, printScale, printSwitches, type ScalePoint } from './consoleLoad/printResults.js';
import { LEGEND } from './consoleLoad/goals.js';
import { measureShellPaint } from './consoleLoad/shellPaint.js';
import { measureSwitches } from './consoleLoad/switches.js';

const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key = '', ...value] = arg.replace(/^--/, '').split('=');
    return [key, value.join('=')] as const;
  }),
);
const QUICK = args.has('quick');
const RUNS = Number(args.get('runs') || (QUICK ? 1 : 5));
const SWITCHES = 2 * Math.ceil(Number(args.get('switches') || (QUICK ? 20 : 100)) / 2);
const SCALES = (args.get('scales') || '14,114,264').split(',').map(Number);
const DASHBOARD = '/admin/dashboard/dashboard';
const FIRST_PARTY = 14;
/** Time one scale may take before it stops at the runs it has (today's console needs about 90 s a load at 264 plugins). */
const SCALE_BUDGET_MS = 90_000;

const log = (line: string) => process.stdout.write(`${line}\n`);

/** A run again after a failure (on a loaded machine a run can time out): at most `tries`, each failure printed. */
async function withRetry<T>(what: string, run: () => Promise<T>, tries = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      log(`${what}: run failed (attempt ${attempt} of ${tries}): ${error instanceof Error ? error.message : String(error)}`);
      if (attempt >= tries) throw error;
    }
  }
}

async function scaleRuns(browser: Browser, bench: BenchConsole, plugins: number): Promise<Load[]> {
  const extra = plugins - FIRST_PARTY;
  const server = await startBenchServer(bench.dir, bench.importMapWith(extra));
  try {
    const milestones = [menuMilestone(extra > 0 ? fixturePath(extra) : undefined), FIGURES];
    const runs: Load[] = [];
    const started = Date.now();
    for (let i = 0; i < RUNS; i++) {
      // A bounded run: once a scale has taken its budget, its median is of the runs so far (the table says how many).
      if (i > 0 && Date.now() - started > SCALE_BUDGET_MS) break;
      try {
        runs.push((await coldAndWarm(browser, server.url, DASHBOARD, milestones, { warm: false })).cold);
      } catch (error) {
        if (!(error instanceof MilestonesNotReachedError)) throw error;
        // Too slow to measure in a bounded run: what was reached counts, the rest is "over the timeout", and no more runs.
        log(`${plugins} plugins: ${error.message.split('\n')[0]}; no further runs at this scale`);
        const over = Object.fromEntries(milestones.map((m) => [m.name, error.reached[m.name] ?? Number.POSITIVE_INFINITY]));
        runs.push({ milestones: over, requests: [], registration: null });
        break;
      }
    }
    return runs;
  } finally {
    await server.close();
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  const extraNeeded = Math.max(0, ...SCALES.map((n) => n - FIRST_PARTY));
  if (extraNeeded > MAX_FIXTURE_PLUGINS) throw new Error(`--scales: at most ${FIRST_PARTY + MAX_FIXTURE_PLUGINS} plugins`);
  const fixtures = await ensureFixturePlugins(MAX_FIXTURE_PLUGINS, log);
  const bench = await prepareBenchConsole(fixtures);
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    log(`Console load benchmark: ${RUNS} run(s) each, ${SWITCHES} switches${QUICK ? ' (quick)' : ''}`);
    const server = await startBenchServer(bench.dir, bench.importMapWith(0));
    const consoleRuns: { cold: Load; warm: Load }[] = [];
    const floorRuns: { cold: Load; warm: Load }[] = [];
    try {
      // Alternate the two pages so that the machine's load weighs on both alike.
      for (let i = 0; i < RUNS; i++) {
        consoleRuns.push(await withRetry('dashboard', () => coldAndWarm(browser, server.url, DASHBOARD, [menuMilestone(), FIGURES])));
        floorRuns.push(await withRetry('floor page', () => coldAndWarm(browser, server.url, FLOOR_PATH, [FIGURES])));
      }
      printFloorComparison(consoleRuns, floorRuns);
      const switches = await withRetry('switches', () => measureSwitches(browser, server.url, SWITCHES));
      printSwitches(switches);
      printMemory(switches);
    } finally {
      await server.close();
    }

    const points: ScalePoint[] = [];
    for (const plugins of SCALES) {
      const runs = plugins === FIRST_PARTY ? consoleRuns.map((r) => r.cold) : await scaleRuns(browser, bench, plugins);
      points.push({ plugins, runs });
    }
    printScale(points);

    if (!QUICK) {
      await measureShellPaint(browser, {
        path: args.get('path') || '/admin/profile',
        shellSelector: args.get('shell') || 'nav[aria-label="Main"]',
        pluginSelector: args.get('plugin') || '[data-plugin-root] h1',
        runs: RUNS,
        budgetKb: Number(args.get('budget') || 130),
        timeline: args.has('timeline'),
      });
    }
    log('\nWhat the figures mean');
    for (const line of LEGEND) log(`  ${line}`);
    log(`\nDone in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  } finally {
    await browser.close();
    bench.remove();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
