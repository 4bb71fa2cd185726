// Issue 44: every text a user reads lives in src/i18n/{fr,en,ar}. This reads the code of src/ and
// machines/ (comments aside) for a French or Arabic text, or English words shown by a view (JSX text
// or a label attribute), anywhere else. The seeded catalogue (src/server/seed) is data, as are the
// shop's address and the Moroccan cities' names (src/content). The API's own messages are the spec's
// English words (section 5), a protocol the views translate, not texts shown as they are; the
// operator's messages (configuration, the staff command) and the development-only machines page are
// for the engineer, in English.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOTS = ['src', 'machines'];
const DATA = [/^src\/i18n\//, /^src\/server\/seed\//, /^src\/content\//, /\.gen\.ts$/];
const FOR_THE_ENGINEER = [/^src\/server\/config\.ts$/, /^src\/server\/admin\/staff-socket-client\.ts$/, /^src\/web\/features\/dev\//];
/** The shop's name, a proper noun every language writes the same. */
const NAMES = /Huileries du Saïss/g;
const ARABIC = /[\u0600-\u06FF]/;
/** A French word: an accented letter, or a typographic apostrophe between letters (l’équipe). */
const FRENCH = /[a-z]*[éèêàâçôûîùœ][a-z]*|[a-z]’[a-z]/i;
const LABELS = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label', 'aria-description']);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The texts of a file's code that a user could read: string literals, template parts, JSX text. */
export function shownTexts(path: string, source: string): { text: string; line: number; kind: 'string' | 'jsx' | 'label' }[] {
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { text: string; line: number; kind: 'string' | 'jsx' | 'label' }[] = [];
  const at = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isJsxText(node) && /\p{L}{2}/u.test(node.text)) found.push({ text: node.text.trim(), line: at(node), kind: 'jsx' });
    else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const label = ts.isJsxAttribute(node.parent) && LABELS.has(node.parent.name.getText(file));
      found.push({ text: node.text, line: at(node), kind: label ? 'label' : 'string' });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Why a text is one a user reads, or undefined. */
export function userText({ text, kind }: { text: string; kind: string }): string | undefined {
  const plain = text.replace(NAMES, '');
  if (ARABIC.test(plain)) return 'Arabic';
  if (FRENCH.test(plain)) return 'French';
  // A word in lower case (an acronym such as SWIFT is the same in every language).
  if ((kind === 'jsx' || kind === 'label') && /\p{Ll}{2}/u.test(plain)) return 'words shown by a view';
  return undefined;
}

describe('translated texts', () => {
  it('are nowhere but src/i18n', () => {
    const outside = ROOTS.flatMap(files)
      .filter((path) => ![...DATA, ...FOR_THE_ENGINEER].some((skip) => skip.test(path)))
      .flatMap((path) =>
        shownTexts(path, readFileSync(path, 'utf8')).flatMap((found) => {
          const why = userText(found);
          return why ? [`${path}:${found.line} (${why}): ${found.text.slice(0, 80)}`] : [];
        }),
      );
    expect(outside).toEqual([]);
  });

  it('would see a text planted in a view, a mail or a machine', () => {
    const planted = (path: string, source: string) => shownTexts(path, source).map(userText).filter(Boolean);
    expect(planted('a.tsx', 'export const A = () => <p>Add to cart</p>;')).toEqual(['words shown by a view']);
    expect(planted('a.tsx', 'export const A = () => <button aria-label="Close">x</button>;')).toEqual(['words shown by a view']);
    expect(planted('a.ts', "const subject = (n: string) => `Votre commande ${n} est expédiée`;")).toEqual(['French']);
    expect(planted('a.ts', "const close = 'إغلاق';")).toEqual(['Arabic']);
    expect(planted('a.ts', "// Votre commande est expédiée\nconst id = 'order-id';")).toEqual([]);
  });
});
