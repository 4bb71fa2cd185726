import { configDefaults, defineConfig } from 'vitest/config';

// Tests that time answers to a few milliseconds, or the event loop's busy stretches, run alone (npm run
// test:timing), never beside the others: on two cores, the others' work would blur what they measure.
// So does the one that builds the shop and stops it with SIGTERM under load: its build would slow the others.
const TIMED = ['tests/server/account-enumeration.test.ts', 'tests/server/pdf-event-loop.test.ts', 'tests/server/render-flood.test.ts', 'tests/server/graceful-stop.test.ts'];

// Kept apart from vite.config.ts so the router plugin does not load in tests.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: process.env.TIMED_TESTS ? configDefaults.exclude : [...configDefaults.exclude, ...TIMED],
    environment: 'node',
    globalSetup: ['tests/support/memory-template.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // PGlite is single-threaded WebAssembly: two workers on two cores is all this machine gives.
    maxWorkers: 2,
  },
});
