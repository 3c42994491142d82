import { configDefaults, defineConfig } from 'vitest/config';

// Tests that need a PostgreSQL server (several instances, outages) run when the suite runs on one (scripts/withPostgres.ts);
// tests of the SQLite file itself (its modes, a full disk, the seed left in it) only when it runs on SQLite.
const postgres = Boolean(process.env.PALISADE_DATABASE_URL);
const otherDatabase = postgres ? ['test/security/safeFirstStart.test.ts'] : ['test/**/*.pg.test.ts'];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...otherDatabase],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
