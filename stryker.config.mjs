// @ts-check
// Mutation testing (npm run test:mutation [folder…], scripts/mutation.ts): Stryker changes the code of
// one folder a mutant at a time and runs the tests that cover it; a mutant no test notices survives.
// STRYKER_FOLDER names the folder; its tests are the ones that exercise it.
export const FOLDERS = {
  domain: {
    mutate: ['src/domain/**/*.ts'],
    tests: ['tests/domain/**/*.test.ts'],
  },
  machines: {
    mutate: ['machines/**/*.ts'],
    tests: ['tests/machines/**/*.test.ts', 'tests/models/**/*.test.ts'],
  },
  server: {
    mutate: ['src/server/orders/**/*.ts', 'src/server/cart/**/*.ts', 'src/server/auth/**/*.ts'],
    tests: [
      'tests/server/orders.test.ts',
      'tests/server/cart.test.ts',
      'tests/server/auth.test.ts',
      'tests/server/account-attacks.test.ts',
      'tests/server/invariants.test.ts',
      'tests/server/card-orders.test.ts',
      'tests/server/bank-transfers.test.ts',
      'tests/server/order-fulfilment.test.ts',
      'tests/server/ownership.test.ts',
    ],
  },
};

const folder = FOLDERS[/** @type {keyof typeof FOLDERS} */ (process.env.STRYKER_FOLDER ?? 'domain')];
if (!folder) throw new Error(`STRYKER_FOLDER must be one of ${Object.keys(FOLDERS).join(', ')}`);
process.env.STRYKER_TESTS = folder.tests.join(',');

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker.config.ts' },
  mutate: folder.mutate,
  coverageAnalysis: 'perTest',
  // Two cores: one mutant at a time on each.
  concurrency: 2,
  timeoutMS: 30_000,
  reporters: ['json', 'progress', 'clear-text'],
  jsonReporter: { fileName: `reports/mutation/${process.env.STRYKER_FOLDER ?? 'domain'}.json` },
  // What the last run found, so the next one runs only the mutants whose code or tests changed.
  incremental: true,
  incrementalFile: `reports/stryker-incremental-${process.env.STRYKER_FOLDER ?? 'domain'}.json`,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 80, break: null },
};
