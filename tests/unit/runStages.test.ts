import { allPassed, runStages, type Stage } from '../../scripts/test/runStages';

const stages: readonly Stage[] = [
  { name: 'typecheck', command: ['typecheck'] },
  { name: 'build', command: ['build'] },
  { name: 'unit', command: ['unit'] },
  { name: 'server', command: ['server'] },
  { name: 'browser', command: ['browser'], needs: 'build' },
];

const clock = () => {
  let t = 0;
  return { now: () => t, advance: (ms: number) => (t += ms) };
};

describe('runStages', () => {
  it('runs the server stage after a failed root unit stage, and reports both', async () => {
    const ran: string[] = [];
    const results = await runStages(stages, async ([name]) => (ran.push(name!), name === 'unit' ? 1 : 0), undefined, () => {});
    expect(ran).toEqual(['typecheck', 'build', 'unit', 'server', 'browser']);
    expect(results.map((r) => [r.name, r.outcome])).toEqual([
      ['typecheck', 'passed'],
      ['build', 'passed'],
      ['unit', 'failed'],
      ['server', 'passed'],
      ['browser', 'passed'],
    ]);
    expect(allPassed(results)).toBe(false);
  });

  it('skips the browser stage when the build failed, naming the reason, and still runs the tests', async () => {
    const ran: string[] = [];
    const results = await runStages(stages, async ([name]) => (ran.push(name!), name === 'build' ? 2 : 0), undefined, () => {});
    expect(ran).toEqual(['typecheck', 'build', 'unit', 'server']);
    expect(results.at(-1)).toEqual({ name: 'browser', outcome: 'skipped', seconds: 0, detail: 'build failed' });
    expect(results[1]).toMatchObject({ outcome: 'failed', detail: 'exit 2' });
    expect(allPassed(results)).toBe(false);
  });

  it("prints each stage's time and result", async () => {
    const { now, advance } = clock();
    const lines: string[] = [];
    const durations: Record<string, number> = { typecheck: 12_300, build: 31_000, unit: 95_500, server: 140_000, browser: 300_000 };
    const results = await runStages(stages, async ([name]) => (advance(durations[name!]!), 0), now, (line) => lines.push(line));
    expect(results.map((r) => r.seconds)).toEqual([12.3, 31, 95.5, 140, 300]);
    expect(lines).toContain('■ unit      passed     95.5 s');
    expect(allPassed(results)).toBe(true);
  });
});
