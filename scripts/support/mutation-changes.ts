import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import ts from 'typescript';

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

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * Whether a string names a module by its path: an import or export's, a dynamic import's, or a test's
 * vi.mock or vi.importActual.
 */
function isModulePath(node: ts.Node, source: ts.SourceFile): node is ts.StringLiteral {
  if (!ts.isStringLiteral(node)) return false;
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) return true;
  if (ts.isLiteralTypeNode(parent) && ts.isImportTypeNode(parent.parent)) return true;
  if (!ts.isCallExpression(parent) || parent.arguments[0] !== node) return false;
  return parent.expression.kind === ts.SyntaxKind.ImportKeyword || /^vi\.(mock|doMock|importActual)$/.test(parent.expression.getText(source));
}

/**
 * A file's code as its tokens, one space apart: a comment or a layout change leaves it as it was, as it
 * leaves every mutant and test outcome (Stryker mutates code, never comments). A module's path counts
 * by its file name alone: moving a file it imports to another folder leaves it as it was too. Other
 * files as they are.
 */
export function codeOf(file: string, text: string): string {
  if (!/\.[cm]?tsx?$/.test(file)) return text;
  const tokens: string[] = [];
  const visit = (node: ts.Node, source: ts.SourceFile) => {
    // A doc comment is a node of its own in TypeScript's tree.
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    if (isModulePath(node, source)) return void tokens.push(JSON.stringify(basename(node.text)));
    const children = node.getChildren(source);
    if (children.length === 0) tokens.push(node.getText(source));
    else for (const child of children) visit(child, source);
  };
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  visit(source, source);
  return tokens.join(' ');
}

const contentOf = (file: string) => (existsSync(file) ? codeOf(file, readFileSync(file, 'utf8')) : '(none)');
const filesOf = (patterns: string[]) => [...new Set(patterns.flatMap(expand))];

/**
 * A hash of what a group's run tested: the code of its files, of its tests (apart), and of the test
 * configuration, comments and layout aside. Paths are left out: a file moved or renamed with the same
 * code keeps the group's recorded run (followMoves renames it in the group's report too).
 */
export function fingerprint(group: Group): string {
  const contents = (files: string[]) => files.map((file) => sha(contentOf(file))).sort();
  return sha(JSON.stringify({ mutate: contents(filesOf(group.mutate)), tests: contents(filesOf(group.tests)), config: contents(CONFIG) }));
}

interface StoredReport {
  files: Record<string, { source: string }>;
  testFiles?: Record<string, { source: string }>;
}

/**
 * Renames, in a group's Stryker report, each file that is no longer where the report says to where a
 * file of the group with the same code now is: the scores name today's files, and Stryker's
 * incremental run finds its earlier results for them instead of running every mutant again.
 */
export function followMoves(report: string, group: Group): void {
  if (!existsSync(report)) return;
  const stored = JSON.parse(readFileSync(report, 'utf8')) as StoredReport;
  let moved = false;
  const follow = (entries: Record<string, { source: string }> | undefined, patterns: string[]) => {
    if (!entries) return;
    const current = filesOf(patterns).filter((file) => existsSync(file) && !(file in entries));
    for (const [old, entry] of Object.entries(entries)) {
      if (existsSync(old)) continue;
      const code = codeOf(old, entry.source);
      const now = current.find((file) => codeOf(file, readFileSync(file, 'utf8')) === code);
      if (!now) continue;
      delete entries[old];
      entries[now] = entry;
      current.splice(current.indexOf(now), 1);
      moved = true;
    }
  };
  follow(stored.files, group.mutate);
  follow(stored.testFiles, group.tests);
  if (moved) writeFileSync(report, `${JSON.stringify(stored, null, 2)}\n`);
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
