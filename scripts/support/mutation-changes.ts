import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';

export interface Group {
  name: string;
  mutate: string[];
  tests: string[];
}

/** Where each group's fingerprint is kept beside the reports: what its last run tested. */
const FINGERPRINTS = 'reports/mutation/inputs.json';
/** A change to this changes every group's run (a change to stryker.config.mjs shows in the group's definition). */
const CONFIG = ['vitest.stryker.config.ts'];

/** The files a group names: one file, or every file under a folder with a suffix (`dir/**\/*.test.ts`). */
function expand(pattern: string): string[] {
  const tree = pattern.match(/^(.*)\/\*\*\/\*(\.[\w.]+)$/);
  if (!tree) return [pattern];
  const [, dir, suffix] = tree as [string, string, string];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith(suffix))
    .map((file) => `${dir}/${file}`);
}

/** A hash of the group's definition, its code, its test files and the test configuration, path by path. */
export function fingerprint(group: Group): string {
  const hash = createHash('sha256').update(`${JSON.stringify(group)}\0`);
  for (const file of [...new Set([...group.mutate, ...group.tests].flatMap(expand))].sort().concat(CONFIG)) {
    hash.update(`${file}\0`).update(existsSync(file) ? readFileSync(file) : '(none)').update('\0');
  }
  return hash.digest('hex');
}

const fingerprints = (): Record<string, string> => (existsSync(FINGERPRINTS) ? JSON.parse(readFileSync(FINGERPRINTS, 'utf8')) : {});

/**
 * Whether a group's code, tests or configuration differ from those of its last run. When none did,
 * Stryker's incremental run would test no mutant again; skipping it saves its start and dry run (half a
 * minute a group, minutes for the server's). Files the tests import are not followed: a change only
 * there is seen at the next run of the group, as Stryker's own incremental mode would miss it too.
 */
export function changedSince(label: string, group: Group): boolean {
  return fingerprints()[label] !== fingerprint(group);
}

/** Records what a run tested: the fingerprint taken when it started, so files edited during the run count as changed. */
export function recordRun(label: string, tested: string): void {
  const all = { ...fingerprints(), [label]: tested };
  writeFileSync(FINGERPRINTS, `${JSON.stringify(Object.fromEntries(Object.entries(all).sort()), null, 2)}\n`);
}
