import { configDefaults, defineConfig } from 'vitest/config';

// Tests that need a PostgreSQL server (several instances, outages) run when the suite runs on one (scripts/withPostgres.ts).
const postgresOnly = process.env.PALISADE_DATABASE_URL ? [] : ['test/**/*.pg.test.ts'];

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...postgresOnly],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
