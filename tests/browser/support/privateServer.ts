import { test as base } from '@playwright/test';
import { startConsoleServer, type ConsoleServer } from '../../../scripts/consoleServer.js';

/**
 * `test` for specs that change server state (passwords, groups, settings): a
 * console server of their own per worker, demo data as seeded, so no other
 * spec sees their changes. Use with `test.describe.configure({ mode: 'serial' })`.
 */
export const test = base.extend<object, { privateServer: ConsoleServer }>({
  privateServer: [
    async ({}, use) => {
      const server = await startConsoleServer({ scale: 'small', rateLimits: { perAccount: 10_000, perAddress: 10_000 } });
      await use(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ privateServer }, use) => use(privateServer.url),
});
