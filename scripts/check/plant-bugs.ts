// Plants bugs the spec would call bugs, one at a time, each on a temporary copy of the project, runs
// the tests that should notice, and prints caught or missed (npm run plant-bugs [name…]). A test suite
// that misses one of these cannot be trusted with that part of the spec (issue 24).
// With --control, nothing is planted and the same tests must pass on each copy: a "caught" is then
// the bug's doing, not the copy's.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface PlantedBug {
  name: string;
  /** What the spec says, which the bug breaks. */
  spec: string;
  file: string;
  /** Text found exactly once in the file, and what replaces it. */
  from: string;
  to: string;
  /** The vitest files that should fail, and the browser specs (desktop only), if any. */
  tests: string[];
  e2e?: string[];
}

const BUGS: PlantedBug[] = [
  {
    name: 'tooltip-reopens',
    spec: 'a brand tooltip closes when the pointer leaves',
    file: 'machines/hover-tooltip.ts',
    from: "shown: { on: { LEAVE: 'hidden' } }",
    to: "shown: { on: { LEAVE: 'waiting' } }",
    tests: ['tests/machines', 'tests/models'],
  },
  {
    name: 'step1-always-valid',
    spec: 'checkout step 1 goes on only with its fields valid (section 4)',
    file: 'machines/checkout.ts',
    from: 'step1Valid: stepErrors(1),',
    to: 'step1Valid: () => true,',
    tests: ['tests/machines', 'tests/models', 'tests/components'],
  },
  {
    name: 'cart-merge-3s',
    spec: "the guest's cart is merged 300 ms after a sign-in (section 9)",
    file: 'machines/cart.ts',
    from: 'export const CART_MERGE_DELAY_MS = 300;',
    to: 'export const CART_MERGE_DELAY_MS = 3000;',
    tests: ['tests/machines', 'tests/components', 'tests/models'],
  },
  {
    name: 'verified-goes-home',
    spec: 'a verified email goes to /checkout after 1500 ms (section 9)',
    file: 'src/web/features/account/VerifyEmailPage.tsx',
    from: "else void navigate({ to: '/checkout' });",
    to: "else void navigate({ to: '/' });",
    tests: ['tests/machines', 'tests/web', 'tests/components'],
    e2e: ['e2e/journeys/signup-and-verify.spec.ts'],
  },
  {
    name: 'vat-20',
    spec: 'VAT is 10 % of the subtotal (section 9)',
    file: 'src/domain/money.ts',
    from: 'export const VAT_RATE_PERCENT = 10;',
    to: 'export const VAT_RATE_PERCENT = 20;',
    tests: ['tests/domain', 'tests/server/orders.test.ts', 'tests/server/invariants.test.ts', 'tests/components'],
  },
  {
    name: 'quantity-cap-100',
    spec: 'a cart line holds 1 to 99 (sections 5 and 9)',
    file: 'src/domain/quantity.ts',
    from: 'export const MAX_QUANTITY = 99;',
    to: 'export const MAX_QUANTITY = 100;',
    tests: ['tests/domain', 'tests/server/cart.test.ts', 'tests/components'],
  },
  {
    name: 'reset-code-twice',
    spec: 'a reset code works once',
    file: 'src/server/auth/codes.ts',
    from: "    await db.update(this.table).set({ usedAt: new Date() }).where(eq(this.table.id, row.id));\n    return { check: 'ok', newEmail: row.newEmail ?? null };",
    to: "    return { check: 'ok', newEmail: row.newEmail ?? null };",
    tests: ['tests/server/auth.test.ts', 'tests/server/account-attacks.test.ts'],
  },
];

const root = process.cwd();
const control = process.argv.includes('--control');
// --placeable (in npm test): only checks each bug's text is still in its file once, so a refactor that
// moves it is noticed when it happens rather than at the next planting.
const placeable = process.argv.includes('--placeable');
const chosen = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const NOT_COPIED = new Set(['node_modules', '.git', 'dist', 'test-results', 'playwright-report', 'data', '.stryker-tmp', 'reports']);

function run(cwd: string, command: string, args: string[]): boolean {
  const result = spawnSync('npx', [command, ...args], { cwd, stdio: ['ignore', 'ignore', 'ignore'], env: { ...process.env, CI: '1' }, timeout: 20 * 60_000 });
  return result.status === 0;
}

/** The vitest tests that failed, by name: the proof a bug was caught for its own reason. */
function failedVitest(copy: string, tests: string[]): string[] {
  const report = join(copy, 'planted-report.json');
  // The machines' stale-diagram check notices any change to a machine; redrawing the diagram silences it, so it does not count.
  if (run(copy, 'vitest', ['run', ...tests, '--exclude', 'tests/machines/diagrams.test.ts', '--reporter=json', `--outputFile=${report}`])) return [];
  try {
    const results = JSON.parse(readFileSync(report, 'utf8')) as { testResults: { assertionResults: { status: string; fullName: string }[] }[] };
    const failed = results.testResults.flatMap((file) => file.assertionResults.filter((test) => test.status === 'failed').map((test) => test.fullName));
    return failed.length > 0 ? failed : ['(a test file failed to run)'];
  } catch {
    return ['(no report: vitest failed to start)'];
  }
}

const plantable = (bug: PlantedBug, text: string) => text.split(bug.from).length === 2;

let missed = 0;
for (const bug of BUGS.filter((b) => chosen.length === 0 || chosen.includes(b.name))) {
  if (placeable) {
    const ok = plantable(bug, readFileSync(join(root, bug.file), 'utf8'));
    console.log(`${ok ? 'placeable   ' : 'NOT PLACEABLE'} ${bug.name}${ok ? '' : `: the text to change is not in ${bug.file} exactly once`}`);
    if (!ok) missed++;
    continue;
  }
  const copy = mkdtempSync(join(tmpdir(), `planted-${bug.name}-`));
  try {
    cpSync(root, copy, { recursive: true, filter: (source) => !NOT_COPIED.has(source.slice(root.length + 1)) });
    symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
    const path = join(copy, bug.file);
    const text = readFileSync(path, 'utf8');
    if (!plantable(bug, text)) {
      console.log(`NOT PLANTED  ${bug.name}: the text to change is not in ${bug.file} exactly once`);
      missed++;
      continue;
    }
    if (!control) writeFileSync(path, text.replace(bug.from, bug.to));
    const failed = failedVitest(copy, bug.tests);
    for (const spec of bug.e2e ?? []) if (!run(copy, 'playwright', ['test', spec, '--project=desktop'])) failed.push(spec);
    if (control) {
      console.log(`${failed.length === 0 ? 'control ok  ' : 'CONTROL FAILED'} ${bug.name}: ${failed.length === 0 ? 'its tests pass with nothing planted' : failed.slice(0, 3).join('; ')}`);
      if (failed.length > 0) missed++;
    } else if (failed.length > 0) {
      console.log(`caught       ${bug.name} (${bug.spec}): ${failed.length} failed`);
      for (const name of failed.slice(0, 3)) console.log(`               ${name}`);
    }
    else {
      console.log(`MISSED       ${bug.name} (${bug.spec}): ${[...bug.tests, ...(bug.e2e ?? [])].join(' ')} all passed`);
      missed++;
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}
process.exitCode = missed > 0 ? 1 : 0;
