import { defineConfig } from 'vitest/config';

// The tests Stryker runs against each mutant (npm run test:mutation): the folder's own, named by
// STRYKER_TESTS (stryker.config.mjs). Standalone, not merged with vitest.config.ts: Stryker's runner
// sets its own pool and coverage hooks on top of it.
export default defineConfig({
  test: {
    include: (process.env.STRYKER_TESTS ?? 'tests/domain/**/*.test.ts').split(','),
    setupFiles: ['tests/support/fixed-property-seed.ts'],
    environment: 'node',
    globalSetup: ['tests/support/memory-template.ts'],
    // A machine's tests take milliseconds: one that waits for a call its mutant never makes fails at
    // 5 s, before Stryker's own timeout would restart the worker. The server's start an app first.
    testTimeout: process.env.STRYKER_FOLDER === 'machines' ? 5_000 : 30_000,
    hookTimeout: 60_000,
  },
});
