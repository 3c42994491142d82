import { configDefaults, defineConfig } from 'vitest/config';

// Tests that need a PostgreSQL server (several instances, outages) run when the suite runs on one (scripts/withPostgres.ts);
// tests of the SQLite file itself (its modes, a full disk, the seed left in it) only when it runs on SQLite.
const postgres = Boolean(process.env.PALISADE_DATABASE_URL);
const otherDatabase = postgres ? ['test/security/safeFirstStart.test.ts'] : ['test/**/*.pg.test.ts'];

// Vitest runs one file at a time on a 2-core machine (cores − 1). A test here mostly waits on its in-process server
// or on PostgreSQL, so two files at a time (three on PostgreSQL, whose work is in its own processes) use the cores.
const workers = Number(process.env.PALISADE_TEST_WORKERS) || (postgres ? 3 : 2);

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...otherDatabase],
    environment: 'node',
    // Many tests start a server, which seeds its demo data first: about a second on a quiet machine, and it was seen
    // to take over 30 s on a busy 2-core one (three files at a time on PostgreSQL, with other work beside them).
    testTimeout: 120_000,
    hookTimeout: 180_000,
    // The demo data is seeded once and copied for each test server (test/support/seedTemplate.ts).
    globalSetup: ['test/support/globalSetup.ts'],
    pool: 'forks',
    maxWorkers: workers,
  },
});
