/**
 * Runs test stages one after another and keeps going after a failure, so that a
 * failing root unit test never hides the server or browser results. A stage that
 * needs another (the browser tests need the build) is skipped, and says why, when
 * that one failed.
 */
export type StageOutcome = 'passed' | 'failed' | 'skipped';

export type Stage<Name extends string = string> = {
  readonly name: Name;
  readonly command: readonly string[];
  readonly needs?: Name;
};

export type StageResult = {
  readonly name: string;
  readonly outcome: StageOutcome;
  readonly seconds: number;
  readonly detail: string;
};

/** Runs one command; resolves with its exit code. */
export type RunCommand = (command: readonly string[]) => Promise<number>;

export const runStages = async <Name extends string>(
  stages: readonly Stage<Name>[],
  run: RunCommand,
  now: () => number = () => performance.now(),
  log: (line: string) => void = (line) => console.log(line),
): Promise<readonly StageResult[]> => {
  const results: StageResult[] = [];
  for (const stage of stages) {
    const blocker = stage.needs && results.find((r) => r.name === stage.needs && r.outcome !== 'passed');
    if (blocker) {
      const result = { name: stage.name, outcome: 'skipped', seconds: 0, detail: `${blocker.name} ${blocker.outcome}` } as const;
      results.push(result);
      log(formatResult(result));
      continue;
    }
    log(`\n▶ ${stage.name}: ${stage.command.join(' ')}`);
    const start = now();
    const code = await run(stage.command);
    const result = {
      name: stage.name,
      outcome: code === 0 ? 'passed' : 'failed',
      seconds: (now() - start) / 1000,
      detail: code === 0 ? '' : `exit ${code}`,
    } as const;
    results.push(result);
    log(formatResult(result));
  }
  return results;
};

export const formatResult = ({ name, outcome, seconds, detail }: StageResult): string =>
  `■ ${name.padEnd(9)} ${outcome.padEnd(7)} ${seconds.toFixed(1).padStart(7)} s${detail ? `  (${detail})` : ''}`;

export const formatSummary = (results: readonly StageResult[]): string =>
  ['', 'Test stages:', ...results.map(formatResult)].join('\n');

export const allPassed = (results: readonly StageResult[]): boolean => results.every((r) => r.outcome === 'passed');
