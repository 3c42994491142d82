import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@palisade\/sdk\/host$/, replacement: here('./sdk/src/host.ts') },
      { find: /^@palisade\/sdk\/forms$/, replacement: here('./sdk/src/forms.ts') },
      { find: /^@palisade\/sdk\/inventory$/, replacement: here('./sdk/src/inventory.ts') },
      { find: /^@palisade\/sdk\/charts$/, replacement: here('./sdk/src/charts.ts') },
      { find: /^@palisade\/sdk\/testing$/, replacement: here('./sdk/src/testing.ts') },
      { find: /^@palisade\/contracts\/catalogue\/kinds$/, replacement: here('./contracts/src/catalogue/kinds/index.ts') },
      { find: /^@palisade\/contracts\/catalogue$/, replacement: here('./contracts/src/catalogue/index.ts') },
      { find: /^@palisade\/contracts$/, replacement: here('./contracts/src/index.ts') },
      { find: /^@palisade\/sdk$/, replacement: here('./sdk/src/index.ts') },
    ],
  },
  test: {
    globals: true,
    // jsdom tests on a loaded 2-core machine take many times their idle duration;
    // vitest's 5 s default failed there while the code was fine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    setupFiles: ['tests/unit/setupTimeouts.ts'],
    // Vitest's default on a 2-core machine is one file at a time; jsdom files spend much of their time setting up.
    maxWorkers: Number(process.env.PALISADE_TEST_WORKERS) || 2,
    include: [
      'contracts/src/**/*.test.ts',
      'sdk/src/**/*.test.{ts,tsx}',
      'sdk/build/**/*.test.{ts,tsx}',
      'root-config/src/**/*.test.{ts,tsx}',
      'plugins/*/src/**/*.test.{ts,tsx}',
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/fixtures/plugins/*/src/**/*.test.{ts,tsx}',
      'create-palisade-plugin/bin/**/*.test.ts',
    ],
  },
});
