// npm run test:mutation [domain|machines|server|machines/<file> …]: Stryker on each folder of issue 24
// (all three by default; stryker.config.mjs says which code and which tests, in groups), then the
// mutation score per folder and per file: the share of mutants some test noticed (killed or timed out)
// among those that ran. Exits 1 when a folder is under 80 % or has a group never run. Runs are
// incremental: only mutants whose code or tests changed since the last run (reports/mutation/, kept in
// git with each group's fingerprint) run again, and `--changed` skips the groups where nothing did.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { FOLDERS } from '../../stryker.config.mjs';
import { changedSince, fingerprint, followMoves, recordRun } from '../support/mutation-changes.ts';

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
// `--budget=<minutes>` (npm test: 10) caps the time spent running groups: a group whose last run took
// longer than the time left is not started, and one still running when the time is up is stopped. Both
// keep their last report and are named at the end, to be run with `npm run test:mutation -- folder/group`.
const onlyChanged = process.argv.includes('--changed');
const budgetArg = process.argv.find((arg) => arg.startsWith('--budget='));
const budgetMs = budgetArg ? Number(budgetArg.slice('--budget='.length)) * 60_000 : Infinity;
if (Number.isNaN(budgetMs) || budgetMs <= 0) throw new Error(`${budgetArg}: minutes, a positive number`);
const flags = process.argv.slice(2).filter((arg) => arg.startsWith('--') && arg !== '--changed' && arg !== budgetArg);
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

/** How long each group's last whole run took, in seconds: what `--budget` plans with. */
const DURATIONS = 'reports/mutation/durations.json';
const durations = (): Record<string, number> => (existsSync(DURATIONS) ? JSON.parse(readFileSync(DURATIONS, 'utf8')) : {});
function recordDuration(label: string, seconds: number): void {
  const all = { ...durations(), [label]: Math.round(seconds) };
  writeFileSync(DURATIONS, `${JSON.stringify(Object.fromEntries(Object.entries(all).sort()), null, 2)}\n`);
}

/** Runs Stryker on one group; resolves false when it was stopped after `limitMs` (its whole process group). */
function stryker(folder: Folder, group: string, limitMs: number): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', ['stryker', 'run', ...flags], { stdio: 'inherit', detached: true, env: { ...process.env, STRYKER_FOLDER: folder, STRYKER_GROUP: group } });
    let stopped = false;
    const timer = Number.isFinite(limitMs)
      ? setTimeout(() => {
          stopped = true;
          process.kill(-child.pid!, 'SIGKILL');
        }, limitMs)
      : undefined;
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (stopped) resolve(false);
      else if (code === 0) resolve(true);
      else reject(new Error(`Stryker failed on ${folder}/${group} (exit ${code})`));
    });
  });
}

const started = Date.now();
const leftOver: string[] = [];
let under = false;
const lines: string[] = [];
for (const folder of [...new Set(runs.map((r) => r.folder))]) {
  for (const g of FOLDERS[folder]) followMoves(reportOf(folder, g.name), g);
  const groups = FOLDERS[folder].map((g) => g.name).filter((name) => runs.some((r) => r.folder === folder && (r.group ?? name) === name));
  for (const group of groups) {
    const label = labelOf(folder, group);
    const config = FOLDERS[folder].find((g) => g.name === group)!;
    if (onlyChanged && !changedSince(label, config)) {
      console.log(`${label}: unchanged since its last run`);
      continue;
    }
    const left = budgetMs - (Date.now() - started);
    const lastRun = durations()[label];
    if (left <= 0 || (lastRun !== undefined && lastRun * 1000 > left)) {
      leftOver.push(`${label} (${lastRun === undefined ? 'no time left' : `its last run took ${Math.ceil(lastRun / 60)} min, ${Math.max(0, Math.floor(left / 60_000))} min left`})`);
      continue;
    }
    const tested = fingerprint(config);
    const runStarted = Date.now();
    if (!(await stryker(folder, group, left))) {
      leftOver.push(`${label} (stopped after ${Math.round((Date.now() - runStarted) / 60_000)} min)`);
      continue;
    }
    recordRun(label, tested);
    recordDuration(label, (Date.now() - runStarted) / 1000);
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
if (leftOver.length) {
  console.log(`\nNot run again within --budget (their scores above are from their last run):\n${leftOver.map((l) => `  ${l}`).join('\n')}`);
  console.log('Run each with `npm run test:mutation -- <folder>/<group>` and commit reports/mutation.');
}
process.exit(under ? 1 : 0);
