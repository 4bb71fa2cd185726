import { defineConfig } from 'vitest/config';

// Kept apart from vite.config.ts so the router plugin does not load in tests.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is single-threaded WebAssembly: two workers on two cores is all this machine gives.
    maxWorkers: 2,
  },
});
