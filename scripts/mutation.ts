// npm run test:mutation [domain|machines|server|machines/<file> …]: Stryker on each folder of issue 24
// (all three by default; stryker.config.mjs says which code and which tests, in groups), then the
// mutation score per folder and per file: the share of mutants some test noticed (killed or timed out)
// among those that ran. Exits 1 when a folder is under 80 % or has a group never run. Runs are
// incremental: only mutants whose code or tests changed since the last run (reports/mutation/, kept in
// git with each group's fingerprint) run again, and `--changed` skips the groups where nothing did.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { FOLDERS } from '../stryker.config.mjs';
import { changedSince, fingerprint, recordRun } from './support/mutation-changes.ts';

const SCORE = 80;
type Folder = keyof typeof FOLDERS;
const NAMES = Object.keys(FOLDERS) as Folder[];

interface Report {
  files: Record<string, { mutants: { status: string }[] }>;
}

// `machines` runs every group of the folder; `machines/checkout` only that one (the score printed is
// still the folder's, from the last report of each group).
// `--force` runs every mutant again: Stryker's incremental mode keeps the result of a mutant that runs
// when its module loads (a machine's config) even after new tests would kill it.
// `--changed` (CI) skips a group whose code, tests and configuration are those of its last run.
const onlyChanged = process.argv.includes('--changed');
const flags = process.argv.slice(2).filter((arg) => arg.startsWith('--') && arg !== '--changed');
const asked = process.argv
  .slice(2)
  .filter((arg) => !arg.startsWith('--'))
  .map((arg) => {
    const [folder, group] = arg.split('/') as [Folder, string | undefined];
    if (!NAMES.includes(folder)) throw new Error(`unknown folder ${folder}: one of ${NAMES.join(', ')}`);
    if (group && !FOLDERS[folder].some((g) => g.name === group)) throw new Error(`unknown group ${group}: one of ${FOLDERS[folder].map((g) => g.name).join(', ')}`);
    return { folder, group };
  });
const runs = asked.length ? asked : NAMES.map((folder) => ({ folder, group: undefined }));

/** Killed and timed-out mutants were noticed; survivors and those no test reached were not; errors do not count. */
function tally(statuses: string[]) {
  const count = (...names: string[]) => statuses.filter((s) => names.includes(s)).length;
  const detected = count('Killed', 'Timeout');
  const undetected = count('Survived', 'NoCoverage');
  return { detected, undetected, score: detected + undetected ? (detected / (detected + undetected)) * 100 : 100 };
}

const labelOf = (folder: Folder, group: string) => (group === folder ? folder : `${folder}-${group}`);
const reportOf = (folder: Folder, group: string) => `reports/mutation/${labelOf(folder, group)}.json`;

let under = false;
const lines: string[] = [];
for (const folder of [...new Set(runs.map((r) => r.folder))]) {
  const groups = FOLDERS[folder].map((g) => g.name).filter((name) => runs.some((r) => r.folder === folder && (r.group ?? name) === name));
  for (const group of groups) {
    const label = labelOf(folder, group);
    const config = FOLDERS[folder].find((g) => g.name === group)!;
    if (onlyChanged && !changedSince(label, config)) {
      console.log(`${label}: unchanged since its last run`);
      continue;
    }
    const tested = fingerprint(config);
    const run = spawnSync('npx', ['stryker', 'run', ...flags], { stdio: 'inherit', env: { ...process.env, STRYKER_FOLDER: folder, STRYKER_GROUP: group } });
    if (run.status !== 0) throw new Error(`Stryker failed on ${folder}/${group} (exit ${run.status})`);
    recordRun(label, tested);
  }
  const files = FOLDERS[folder]
    .map((g) => reportOf(folder, g.name))
    .filter((report) => existsSync(report))
    .flatMap((report) => Object.entries((JSON.parse(readFileSync(report, 'utf8')) as Report).files));
  const scored = files.map(([file, { mutants }]) => ({ file, ...tally(mutants.map((m) => m.status)) }));
  const all = tally(files.flatMap(([, f]) => f.mutants.map((m) => m.status)));
  const missing = FOLDERS[folder].length - FOLDERS[folder].filter((g) => existsSync(reportOf(folder, g.name))).length;
  if (all.score < SCORE || missing) under = true;
  lines.push(
    `${folder.padEnd(9)} ${all.score.toFixed(1).padStart(5)} %  (${all.detected} of ${all.detected + all.undetected} mutants noticed)${all.score < SCORE ? `  under ${SCORE} %` : ''}${missing ? `  ${missing} group(s) never run` : ''}`,
  );
  for (const f of scored.sort((a, b) => a.score - b.score)) lines.push(`  ${f.score.toFixed(1).padStart(5)} %  ${String(f.undetected).padStart(3)} missed  ${f.file}`);
}
console.log(`\nmutation score per folder\n${lines.join('\n')}`);
process.exit(under ? 1 : 0);
