import type { PalisadeOptions } from '@palisade/playwright';
import { defineConfig, devices } from '@playwright/test';

const DEV_SERVER = 'http://localhost:__DEV_PORT__';

/**
 * Browser smoke tests (`npm run test:browser`) in a running console:
 * PALISADE_CONSOLE_URL (a local one by default) as PALISADE_USER_EMAIL /
 * PALISADE_USER_PASSWORD (the demo administrator by default). The console must
 * accept overrides (local, dev and int hosts). PALISADE_CHROMIUM names a
 * Chromium to use instead of Playwright's (`npx playwright install chromium`).
 */
export default defineConfig<PalisadeOptions>({
  testDir: 'tests',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    ...devices['Desktop Chrome'],
    consoleUrl: process.env.PALISADE_CONSOLE_URL ?? 'http://localhost:8080',
    user: { email: process.env.PALISADE_USER_EMAIL ?? 'admin@acme.test', password: process.env.PALISADE_USER_PASSWORD ?? 'Palisade-demo-1' },
    pluginOverride: { id: '__ID__', url: `${DEV_SERVER}/plugin.js` },
    ...(process.env.PALISADE_CHROMIUM ? { launchOptions: { executablePath: process.env.PALISADE_CHROMIUM, args: ['--no-sandbox'] } } : {}),
  },
  // This plugin's dev server (`npm run dev`): a running one is used as it is.
  webServer: { command: 'npm run dev', url: `${DEV_SERVER}/manifest.json`, reuseExistingServer: true, timeout: 120_000 },
});
