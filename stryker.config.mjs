// @ts-check
// Mutation testing (npm run test:mutation [folder…], scripts/check/mutation.ts): Stryker changes the code of
// one folder a mutant at a time and runs the tests that cover it; a mutant no test notices survives.
// STRYKER_FOLDER names the folder, STRYKER_GROUP the part of it one Stryker run mutates.
import { readdirSync, readFileSync } from 'node:fs';

/**
 * machines/ runs one file at a time with the tests that import it: a mutant in a machine's config
 * runs when the module loads, so Stryker cannot tell which tests cover it and runs every test of the
 * run; per file, that is the machine's own tests, not all 1,600. The diagram checks are left out:
 * they compare drawings with the machine, and redrawing silences them (issue 24).
 */
function machineGroups() {
  const tests = ['tests/machines', 'tests/models', 'tests/domain'].flatMap((dir) =>
    readdirSync(dir)
      .filter((f) => f.endsWith('.test.ts') && !['diagrams.test.ts', 'machine-mermaid.test.ts'].includes(f))
      .map((f) => `${dir}/${f}`),
  );
  return readdirSync('machines')
    .filter((f) => f.endsWith('.ts'))
    .map((f) => {
      const name = f.replace(/\.ts$/, '');
      const importers = tests.filter((t) => new RegExp(`machines/${name}(\\.ts)?'`).test(readFileSync(t, 'utf8')));
      return { name, mutate: [`machines/${f}`], tests: importers };
    });
}

/** The tests of both auth groups: each part is exercised by all four. */
const AUTH_TESTS = ['tests/server/auth.test.ts', 'tests/server/account-attacks.test.ts', 'tests/server/account-enumeration.test.ts', 'tests/server/ownership.test.ts'];

export const FOLDERS = {
  domain: [{ name: 'domain', mutate: ['src/domain/**/*.ts'], tests: ['tests/domain/**/*.test.ts'] }],
  machines: machineGroups(),
  // The server's tests start an app on PGlite per file: each group runs only the files that exercise it.
  server: [
    // auth in two parts (530 mutants, about 1.5 h in one run): the routes and accounts, then what they use.
    {
      name: 'auth-routes',
      mutate: ['src/server/auth/routes.ts', 'src/server/auth/accounts.ts', 'src/server/auth/sign-in-throttle.ts', 'src/server/auth/device-cookies.ts'],
      tests: [...AUTH_TESTS, 'tests/server/sign-in-lockout.test.ts', 'tests/server/device-cookies.test.ts'],
    },
    {
      name: 'auth-tokens',
      mutate: ['src/server/auth/codes.ts', 'src/server/auth/passwords.ts', 'src/server/http/rate-limit-store.ts', 'src/server/plugins/external/rate-limit.ts', 'src/server/auth/secrets.ts', 'src/server/auth/tokens.ts'],
      // rate-limit and tokens: the limits, tokens, signing key and password check on their own.
      tests: [...AUTH_TESTS, 'tests/server/rate-limit.test.ts', 'tests/server/tokens.test.ts'],
    },
    {
      name: 'cart',
      mutate: ['src/server/cart/**/*.ts'],
      // card-orders: a card order withdrawn (provider down) puts its lines back in the cart (CartStore.restore).
      tests: ['tests/server/cart.test.ts', 'tests/server/invariants.test.ts', 'tests/server/ownership.test.ts', 'tests/server/card-orders.test.ts'],
    },
    // orders in four parts, each with the files that exercise it: a part's report is kept when its run
    // ends, and a mutant runs fewer test files (each starts an app).
    {
      name: 'orders-progress',
      mutate: ['src/server/orders/order-progress.ts'],
      // confirmation-calls and couriers-and-deliveries: the moves of issue 45 (calls, refused, back; the courier in the mail);
      // cash-and-dashboard: when an order was confirmed (the dashboard's confirmation rate).
      tests: ['tests/server/order-fulfilment.test.ts', 'tests/server/admin-orders.test.ts', 'tests/server/confirmation-calls.test.ts', 'tests/server/couriers-and-deliveries.test.ts', 'tests/server/cash-and-dashboard.test.ts'],
    },
    {
      name: 'orders-card',
      mutate: ['src/server/orders/card-order.ts', 'src/server/orders/bank-transfers.ts'],
      tests: ['tests/server/card-orders.test.ts', 'tests/server/card-webhooks.test.ts', 'tests/server/bank-transfers.test.ts'],
    },
    {
      name: 'orders-read',
      mutate: ['src/server/orders/read-order.ts', 'src/server/orders/list-orders.ts', 'src/server/orders/routes.ts'],
      // card-orders: the routes' card branches (a card payment started, a waiting one settled) and CHECKOUT_ENABLED=false;
      // card-provider-other-methods: with a card provider set up, cash and transfer orders never reach it.
      tests: ['tests/server/orders.test.ts', 'tests/server/ownership.test.ts', 'tests/server/admin-orders.test.ts', 'tests/server/card-orders.test.ts', 'tests/server/card-provider-other-methods.test.ts', 'tests/server/order-page.test.ts'],
    },
    {
      name: 'orders-place',
      mutate: ['src/server/orders/place-order.ts', 'src/server/orders/idempotency.ts', 'src/server/orders/order-confirmation.ts', 'src/server/orders/open-orders.ts', 'src/server/orders/cash-refusals.ts'],
      // order-payload: the spec's payload with no source, a direct purchase's line, each refusal.
      // order-phone: the phone as Moroccans write it, stored in E.164.
      // customer-record: cash on delivery refused to a number (issue 45).
      tests: ['tests/server/orders.test.ts', 'tests/server/invariants.test.ts', 'tests/server/order-payload.test.ts', 'tests/server/order-phone.test.ts', 'tests/server/customer-record.test.ts', 'tests/server/addresses.test.ts'],
    },
  ],
};

const folderName = process.env.STRYKER_FOLDER ?? 'domain';
const groups = FOLDERS[/** @type {keyof typeof FOLDERS} */ (folderName)];
if (!groups) throw new Error(`STRYKER_FOLDER must be one of ${Object.keys(FOLDERS).join(', ')}`);
const group = groups.find((g) => g.name === (process.env.STRYKER_GROUP ?? groups[0]?.name));
if (!group) throw new Error(`STRYKER_GROUP must be one of ${groups.map((g) => g.name).join(', ')}`);
process.env.STRYKER_TESTS = group.tests.join(',');
/** Where the run's JSON report and incremental file go: per group when the folder has several. */
const label = group.name === folderName ? folderName : `${folderName}-${group.name}`;

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker.config.ts' },
  mutate: group.mutate,
  coverageAnalysis: 'perTest',
  // Two cores: one mutant at a time on each.
  concurrency: 2,
  // A mutant that loops forever (a delay of 0 under fake timers) is called out 3 s past the normal run
  // time (a machine's tests run in under a second).
  timeoutMS: 3_000,
  reporters: ['progress', 'clear-text'],
  // What the last run found (Stryker's JSON report, kept in git): the next run, here or in CI, tests
  // only the mutants whose code or tests changed, and scripts/check/mutation.ts reads the scores from it.
  incremental: true,
  incrementalFile: `reports/mutation/${label}.json`,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  thresholds: { high: 90, low: 80, break: null },
};
