import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_PATH } from './scripts/chromiumPath';

/** Debian's Chromium (`npm test` installs it), without the background connections a closed network refuses. */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

/** Specs that read a one-time code for the same account (see the second project). */
const ONE_TIME_CODE_SPECS = ['signin.spec.ts', 'gating.spec.ts', 'context.spec.ts'];

export default defineConfig({
  testDir: 'tests/browser',
  globalSetup: './tests/browser/support/globalSetup.ts',
  workers: 2,
  retries: 0,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A 2-core machine at load average 10-30 runs a page several times slower than idle (a
  // plugin page once took 14.5 s from navigation to its first API call); heavy specs set their
  // own, longer timeouts. Polls and expects stay well under the test's time.
  timeout: 60_000,
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    // Set by the global setup in the runner; workers inherit it.
    baseURL: process.env.PALISADE_BASE_URL,
    // CI keeps only the log, and recording a trace of every test made the browser stage about a quarter slower
    // (19 tests: 3.0 and 3.1 min with traces, 2.3 min without, same machine and load); locally a failure keeps its trace.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
  },
  projects: [
    { name: 'chromium', testIgnore: ONE_TIME_CODE_SPECS, use: chromium },
    // These sign in analyst@globex.test with one-time codes on the shared server, and a new code voids the one before:
    // one worker runs them one after another (each file is serial already), beside the other worker's specs.
    { name: 'chromium, one-time codes', testMatch: ONE_TIME_CODE_SPECS, workers: 1, use: chromium },
  ],
});
