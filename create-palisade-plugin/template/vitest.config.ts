import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    // Testing Library unmounts after each test only where vitest's globals (afterEach) exist.
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
