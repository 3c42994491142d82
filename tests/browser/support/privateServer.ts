import { test as base } from '@playwright/test';
import { startConsoleServer, type ConsoleServer } from '../../../scripts/consoleServer.js';

/**
 * A `test` for a spec that changes server state (passwords, groups,
 * settings): a console server of its own, demo data as seeded, so no other
 * spec sees its changes. Call it once per spec file: each call registers its
 * own worker fixture, so two specs in one worker never share a server. Use
 * with `test.describe.configure({ mode: 'serial' })`. With `fixtures` it serves
 * a copy of the console (fixture plugins added), so a spec may alter its files.
 */
export function privateServerTest(options: { fixtures?: boolean } = {}) {
  return base.extend<object, { privateServer: ConsoleServer }>({
    privateServer: [
      async ({}, use) => {
        const server = await startConsoleServer({ ...options, scale: 'small', rateLimits: { perAccount: 10_000, perAddress: 10_000 } });
        await use(server);
        await server.close();
      },
      // Seeding a server of its own takes a while on a loaded machine; not the first test's time.
      { scope: 'worker', timeout: 120_000 },
    ],
    baseURL: async ({ privateServer }, use) => use(privateServer.url),
  });
}
