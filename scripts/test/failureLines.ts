/**
 * Picks the lines of a failed stage's output that name what failed (a vitest file or test, a Playwright test, a
 * TypeScript error), so that the end of a long CI log still says which tests failed, not only which stage.
 */
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

const FAILURE = [
  /^\s*FAIL\s/, // vitest: " FAIL  test/x.test.ts > suite > name"
  /^\s*✘\s/, // Playwright's list reporter: a failed test's line
  /Unhandled Errors?\b/, // vitest: an error outside any test, which fails the run
  /^\s*Test Files\s/, // vitest's counts: "Test Files  1 failed | 111 passed"
  /^\s+\d+ (failed|flaky|did not run)$/, // Playwright's counts
  /^\s+\d+\) \[\w+\] › /, // Playwright's summary: "  1) [chromium] › tests/browser/x.spec.ts:10:1 › name"
  /error TS\d+:/, // tsc
  /^Error:/, // an error that ended the stage's command
] as const;

// What vitest prints under a failed test: the error's first line, then where it was thrown.
const VITEST_FAIL = /^\s*FAIL\s.* > /;
const ERROR = /^\w*Error\b.*?:/;
const WHERE = /^\s*❯ \S+:\d+:\d+$/;

/**
 * The failure lines of `output`, without colours, each once, at most `limit` of them. A vitest test's failure keeps
 * its error's first line and where it was thrown: a test that failed once in CI is then diagnosed from the log's end.
 */
export const failureLines = (output: string, limit = 30): readonly string[] => {
  const found = new Set<string>();
  let detail: 'error' | 'where' | undefined;
  for (const raw of output.split('\n')) {
    const line = raw.replace(ANSI, '').trimEnd();
    if (FAILURE.some((pattern) => pattern.test(line))) found.add(line.trim());
    if (VITEST_FAIL.test(line)) detail = 'error';
    else if (detail === 'error' && ERROR.test(line)) {
      found.add(`  ${line.trim().slice(0, 300)}`);
      detail = 'where';
    } else if (detail === 'where' && WHERE.test(line)) {
      found.add(`  ${line.trim()}`);
      detail = undefined;
    }
    if (found.size >= limit) break;
  }
  return [...found];
};
