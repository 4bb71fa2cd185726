// npm run test:mutation [domain|machines|server …]: Stryker on each folder of issue 24 (all three by
// default; stryker.config.mjs says which code and which tests), then the mutation score per folder and
// per file: the share of mutants some test noticed (killed or timed out) among those that ran. Exits 1
// when a folder is under 80 %. Runs are incremental: only mutants whose code or tests changed since the
// last run (reports/stryker-incremental-<folder>.json) run again.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const FOLDERS = ['domain', 'machines', 'server'] as const;
const SCORE = 80;
type Folder = (typeof FOLDERS)[number];

interface Report {
  files: Record<string, { mutants: { status: string }[] }>;
}

const asked = process.argv.slice(2);
const folders = asked.length ? asked : [...FOLDERS];
for (const name of folders) if (!FOLDERS.includes(name as Folder)) throw new Error(`unknown folder ${name}: one of ${FOLDERS.join(', ')}`);

/** Killed and timed-out mutants were noticed; survivors and those no test reached were not; errors do not count. */
function tally(statuses: string[]) {
  const count = (...names: string[]) => statuses.filter((s) => names.includes(s)).length;
  const detected = count('Killed', 'Timeout');
  const undetected = count('Survived', 'NoCoverage');
  return { detected, undetected, score: detected + undetected ? (detected / (detected + undetected)) * 100 : 100 };
}

let under = false;
const lines: string[] = [];
for (const folder of folders) {
  const run = spawnSync('npx', ['stryker', 'run'], { stdio: 'inherit', env: { ...process.env, STRYKER_FOLDER: folder } });
  if (run.status !== 0) throw new Error(`Stryker failed on ${folder} (exit ${run.status})`);
  const report = JSON.parse(readFileSync(`reports/mutation/${folder}.json`, 'utf8')) as Report;
  const files = Object.entries(report.files).map(([file, { mutants }]) => ({ file, ...tally(mutants.map((m) => m.status)) }));
  const all = tally(Object.values(report.files).flatMap((f) => f.mutants.map((m) => m.status)));
  if (all.score < SCORE) under = true;
  lines.push(`${folder.padEnd(9)} ${all.score.toFixed(1).padStart(5)} %  (${all.detected} of ${all.detected + all.undetected} mutants noticed)${all.score < SCORE ? `  under ${SCORE} %` : ''}`);
  for (const f of files.sort((a, b) => a.score - b.score)) lines.push(`  ${f.score.toFixed(1).padStart(5)} %  ${String(f.undetected).padStart(3)} missed  ${f.file}`);
}
console.log(`\nmutation score per folder\n${lines.join('\n')}`);
process.exit(under ? 1 : 0);
