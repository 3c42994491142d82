import { failureLines } from '../../scripts/test/failureLines';

describe('failureLines', () => {
  it("keeps vitest's failed files and tests and its counts, without colours, each once", () => {
    const output = [
      ' \u001b[32m✓\u001b[39m test/alerts.test.ts (12 tests) 3012ms',
      ' \u001b[31m❯\u001b[39m test/reports.test.ts (10 tests | 1 failed) 20232ms',
      '   \u001b[31m×\u001b[39m prints a PDF 1917ms',
      ' \u001b[41m\u001b[1m FAIL \u001b[22m\u001b[49m test/reports.test.ts > scheduled reports > prints a PDF',
      'AssertionError: expected 3 to be 4',
      ' FAIL  test/reports.test.ts > scheduled reports > prints a PDF',
      ' Test Files  1 failed | 111 passed (112)',
    ].join('\n');
    expect(failureLines(output)).toEqual([
      'FAIL  test/reports.test.ts > scheduled reports > prints a PDF',
      '  AssertionError: expected 3 to be 4',
      'Test Files  1 failed | 111 passed (112)',
    ]);
  });

  it("keeps a failed vitest test's error and where it was thrown, not the diff under it", () => {
    const output = [
      ' FAIL  test/bff.test.ts > BFF password sign-in > signs in',
      'TypeError: fetch failed',
      ' ❯ test/helpers.ts:65:15',
      ' ❯ test/bff.test.ts:79:19',
      ' FAIL  test/bff.test.ts > BFF password sign-in > refuses',
      'AssertionError: expected 401 to be 200 // Object.is equality',
      '',
      '- Expected',
      '+ Received',
      '- 200',
      '+ 401',
      '',
      ' ❯ test/bff.test.ts:69:24',
    ].join('\n');
    expect(failureLines(output)).toEqual([
      'FAIL  test/bff.test.ts > BFF password sign-in > signs in',
      '  TypeError: fetch failed',
      '  ❯ test/helpers.ts:65:15',
      'FAIL  test/bff.test.ts > BFF password sign-in > refuses',
      '  AssertionError: expected 401 to be 200 // Object.is equality',
      '  ❯ test/bff.test.ts:69:24',
    ]);
  });

  it("keeps Playwright's failed tests and counts, and TypeScript's errors", () => {
    const output = [
      '  ✓  1 [chromium] › tests/browser/boot.spec.ts:5:1 › boots (2.0s)',
      '  ✘  2 [chromium] › tests/browser/menu.spec.ts:9:1 › opens the menu (30.0s)',
      '  1) [chromium] › tests/browser/menu.spec.ts:9:1 › opens the menu ───',
      '  1 failed',
      '  221 passed (12.7m)',
      "src/a.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.",
    ].join('\n');
    expect(failureLines(output)).toEqual([
      '✘  2 [chromium] › tests/browser/menu.spec.ts:9:1 › opens the menu (30.0s)',
      '1) [chromium] › tests/browser/menu.spec.ts:9:1 › opens the menu ───',
      '1 failed',
      "src/a.ts(3,7): error TS2322: Type 'string' is not assignable to type 'number'.",
    ]);
  });

  it('stops at the limit', () => {
    const output = Array.from({ length: 50 }, (_, i) => ` FAIL  test/t${i}.test.ts > t`).join('\n');
    expect(failureLines(output, 3)).toHaveLength(3);
  });
});
