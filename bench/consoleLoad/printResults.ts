/** The benchmark's tables: each figure beside its goal, PASS or MISS. */
import { formatChain } from './chain.js';
import { GOALS, verdict, type Goal } from './goals.js';
import { costUntil, type Cost, type Load } from './pageLoad.js';
import { kb, median, medianRun, ms } from './stats.js';
import type { SwitchResult } from './switches.js';

const out = (line = '') => process.stdout.write(`${line}\n`);

type Pair = { cold: Load; warm: Load };

function costs(runs: readonly Pair[], temperature: 'cold' | 'warm'): Cost[] {
  return runs.map((r) => costUntil(r[temperature], 'figures'));
}

const row = (figure: string, load: string, consoleValue: string, floorValue: string, goal: Goal | null, value: number) => ({
  figure, load, console: consoleValue, floor: floorValue, goal: goal?.text ?? '', result: goal === null ? '' : verdict(goal, value),
});

/** Dashboard against the floor page, cold and warm, medians; then the dependent steps of the median runs. */
export function printFloorComparison(consoleRuns: readonly Pair[], floorRuns: readonly Pair[]): void {
  out(`\nDashboard figures: console (${'/admin/dashboard/dashboard'}) and floor page, median of ${consoleRuns.length}`);
  const rows = [];
  const typical: Record<string, { console: Cost; floor: Cost }> = {};
  for (const temperature of ['cold', 'warm'] as const) {
    const c = costs(consoleRuns, temperature);
    const f = costs(floorRuns, temperature);
    const m = (list: Cost[], key: (x: Cost) => number) => median(list.map(key));
    const cJs = m(c, (x) => x.jsBytes);
    const cReq = m(c, (x) => x.networkRequests);
    const cChain = m(c, (x) => x.chain.length);
    const cMs = m(c, (x) => x.ms);
    const fMs = m(f, (x) => x.ms);
    rows.push(
      row('compressed JS before figures', temperature, kb(cJs), kb(m(f, (x) => x.jsBytes)), GOALS.jsBytes, cJs),
      row('requests before figures (all)', temperature, `${cReq} (${m(c, (x) => x.requests)})`, `${m(f, (x) => x.networkRequests)} (${m(f, (x) => x.requests)})`, GOALS.requests, cReq),
      row('dependent network steps', temperature, String(cChain), String(m(f, (x) => x.chain.length)), GOALS.chain, cChain),
      row('time to figures', temperature, ms(cMs), ms(fMs), null, 0),
      row('time to figures / floor', temperature, `${(cMs / fMs).toFixed(2)}×`, '1.00×', GOALS.floorRatio, cMs / fMs),
    );
    typical[temperature] = { console: medianRun(c, (x) => x.ms), floor: medianRun(f, (x) => x.ms) };
  }
  console.table(rows);
  for (const temperature of ['cold', 'warm'] as const) {
    for (const page of ['console', 'floor'] as const) {
      const cost = typical[temperature]![page];
      out(`\nDependent steps, ${page}, ${temperature} (median run: figures at ${ms(cost.ms)}, ${cost.chain.length} steps)`);
      for (const line of formatChain(cost.chain)) out(`  ${line}`);
    }
  }
  const runs = (list: Cost[]) => list.map((x) => x.ms.toFixed(0)).join(' ');
  out(`\nTime to figures per run (ms): console cold ${runs(costs(consoleRuns, 'cold'))} | warm ${runs(costs(consoleRuns, 'warm'))}`);
  out(`                               floor   cold ${runs(costs(floorRuns, 'cold'))} | warm ${runs(costs(floorRuns, 'warm'))}`);
}

export interface ScalePoint {
  plugins: number;
  runs: Load[];
}

/** Menu and figures at each scale against the 14-plugin time; registration at the largest. */
export function printScale(points: readonly ScalePoint[]): void {
  const base = points.find((p) => p.plugins === 14) ?? points[0];
  if (base === undefined) return;
  const at = (p: ScalePoint, name: string) => median(p.runs.map((r) => r.milestones[name] ?? Number.NaN));
  out(`\nScale: cold dashboard with N plugins in the import map, median of the runs (n/a: not reached within the timeout)`);
  console.table(
    points.flatMap((p) =>
      (['menu', 'figures'] as const).map((name) => {
        const ratio = at(p, name) / at(base, name);
        return {
          plugins: p.plugins, milestone: name, runs: p.runs.length, time: ms(at(p, name)),
          [`× ${base.plugins}`]: Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : 'n/a', goal: GOALS.scaleRatio.text, result: verdict(GOALS.scaleRatio, ratio),
        };
      }),
    ),
  );
  const largest = points.reduce((a, b) => (b.plugins > a.plugins ? b : a));
  const completed = largest.runs.filter((r) => Object.values(r.milestones).every(Number.isFinite));
  const measures = completed.map((r) => r.registration).filter((r) => r !== null);
  if (completed.length === 0) {
    out(`catalogue registration at ${largest.plugins} plugins: not measured (no run reached its figures in time) — goal ${GOALS.registrationMs.text}: MISS`);
  } else if (measures.length === 0) {
    out(`catalogue registration at ${largest.plugins} plugins: not emitted (no "palisade:catalogue-registered" performance entry) — goal ${GOALS.registrationMs.text}: MISS`);
  } else if (measures.every((m) => m.kind === 'measure')) {
    const value = median(measures.map((m) => m.ms));
    out(`catalogue registration at ${largest.plugins} plugins: ${ms(value)} (median of ${measures.length}) — goal ${GOALS.registrationMs.text}: ${verdict(GOALS.registrationMs, value)}`);
  } else {
    out(`catalogue registration at ${largest.plugins} plugins: emitted as a mark (at ${ms(median(measures.map((m) => m.ms)))} since navigation start), not a measure: no duration — goal ${GOALS.registrationMs.text}: MISS`);
  }
}

const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};

export function printSwitches(result: SwitchResult): void {
  const titles = result.switches.map((s) => s.titleMs);
  const data = result.switches.map((s) => s.dataMs);
  out(`\nSwitches between loaded plugins (alerts ↔ administration users), ${result.switches.length} switches`);
  console.table([
    { figure: 'to page title', p50: ms(median(titles)), p95: ms(percentile(titles, 95)), goal: GOALS.switchTitleMs.text, result: verdict(GOALS.switchTitleMs, median(titles)) },
    { figure: 'to data shown', p50: ms(median(data)), p95: ms(percentile(data, 95)), goal: GOALS.switchDataMs.text, result: verdict(GOALS.switchDataMs, median(data)) },
  ]);
}

const KIND_NAMES = { objects: 'the page\'s objects', code: 'compiled code', native: 'browser objects' } as const;

export function printMemory({ baseline, after, switches }: SwitchResult): void {
  const growth = after.heapBytes - baseline.heapBytes;
  out(`\nMemory after GC, before and after ${switches.length} switches (on the alerts page both times)`);
  console.table([
    { figure: 'JS heap used', baseline: kb(baseline.heapBytes), after: kb(after.heapBytes), growth: kb(growth), goal: '', result: '' },
    ...(['objects', 'code', 'native'] as const).map((kind) => {
      const grown = after.kinds[kind] - baseline.kinds[kind];
      const judged = kind === 'objects';
      return { figure: `  of it: ${KIND_NAMES[kind]}`, baseline: kb(baseline.kinds[kind]), after: kb(after.kinds[kind]), growth: kb(grown), goal: judged ? GOALS.heapGrowth.text : '', result: judged ? verdict(GOALS.heapGrowth, grown) : '' };
    }),
    { figure: 'DOM nodes', baseline: baseline.nodes, after: after.nodes, growth: after.nodes - baseline.nodes, goal: GOALS.backToBaseline.text, result: verdict(GOALS.backToBaseline, after.nodes - baseline.nodes) },
    { figure: 'event listeners', baseline: baseline.listeners, after: after.listeners, growth: after.listeners - baseline.listeners, goal: GOALS.backToBaseline.text, result: verdict(GOALS.backToBaseline, after.listeners - baseline.listeners) },
    { figure: 'documents', baseline: baseline.documents, after: after.documents, growth: after.documents - baseline.documents, goal: '', result: '' },
  ]);
}
