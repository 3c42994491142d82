/** A figure beside its goal: PASS when it is within it, MISS otherwise (and when it could not be measured). */
export interface Goal {
  /** The goal as printed: `≤ 130 KB`. */
  text: string;
  met: (value: number) => boolean;
}

export const atMost = (limit: number, text: string): Goal => ({ text, met: (value) => Number.isFinite(value) && value <= limit });

export const verdict = (goal: Goal, value: number): 'PASS' | 'MISS' => (goal.met(value) ? 'PASS' : 'MISS');

/** The goals of issue 13. */
export const GOALS = {
  jsBytes: atMost(130 * 1024, '≤ 130 KB'),
  requests: atMost(20, '≤ 20'),
  chain: atMost(5, '≤ 5'),
  floorRatio: atMost(1.2, '≤ 1.2×'),
  scaleRatio: atMost(1.2, '≤ 1.2× of 14'),
  registrationMs: atMost(50, '≤ 50 ms'),
  switchTitleMs: atMost(16, '≤ 16 ms'),
  switchDataMs: atMost(50, '≤ 50 ms'),
  heapGrowth: atMost(300 * 1024, '≤ 300 KB'),
  backToBaseline: atMost(0, '≤ baseline'),
} as const;

/** What each printed figure means, printed after the figures. */
export const LEGEND = [
  'cold: a new browser context (empty cache), signed in through the BFF (session cookie), then the page; warm: the same page again in that context.',
  'figures: the moment the six dashboard figures are in the DOM (six [data-testid="card-value"] with text), in ms since navigation start.',
  'floor page: react, react-dom and single-spa from the console\'s own shared builds plus one component that reads /bff/session and fetches the six counts',
  '  (same BFF paths and bodies as the cards), built with the console\'s rollup plugins, loaded by SystemJS under the same CSP and compression, import map inline.',
  'compressed JS: body bytes of scripts that came over the network (as sent, br/gzip) and finished before the figures; cache hits count 0.',
  'requests: requests started before the figures that the cache did not answer (all, cache hits included, in brackets).',
  'dependent steps: the longest chain of network requests (cache hits are no step) each started after the previous one ended, before the figures;',
  '  an upper bound (a request that merely started later counts as dependent); printed for the median runs.',
  'ratio: the console\'s median time to figures over the floor page\'s, same temperature.',
  'scale: the deployed import map plus generated plugins (bench/.generated, a page and a menu item each, built with the SDK preset); menu: the Main',
  '  navigation holds the dashboard link and the last generated plugin\'s link; ratio against the 14-plugin time.',
  'registration: the performance measure "palisade:catalogue-registered" the shell should emit when its catalogue of plugins is registered',
  '  (performance.measure from the shell\'s start to that moment); "not emitted" while it does not.',
  'switch: history.pushState between two loaded plugins (alerts and administration users), timed in the page to the new page\'s <h1> and to its first table row.',
  'memory: after GC (HeapProfiler.collectGarbage), used JS heap (Runtime.getHeapUsage) and DOM nodes and listeners (Memory.getDOMCounters), after the timed',
  '  switches against the baseline taken after a few warm-up switches, both on the alerts page; a heap snapshot splits the heap into the page\'s objects',
  '  (what its scripts made and still reach: the goal applies to these), V8\'s compiled code (grows while the engine optimises the repeated switches)',
  '  and browser objects (performance entries, the DevTools session\'s network records).',
];
