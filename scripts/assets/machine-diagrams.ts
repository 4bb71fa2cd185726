// npm run machines:diagrams: a diagram of every machine in machines/ (Mermaid source and SVG) in
// docs/machines, with an index. The SVG is drawn by Mermaid in Debian's Chromium; each SVG carries the
// hash of the source it was drawn from, so a test can tell a stale drawing without drawing again.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { machineDiagramSources } from '../../src/dev/machine-sources.ts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/built-app.ts';

const OUT = 'docs/machines';

export const sourceHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

async function main() {
  mkdirSync(OUT, { recursive: true });
  const sources = machineDiagramSources();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ path: 'node_modules/mermaid/dist/mermaid.min.js' });
  await page.evaluate(() => (globalThis as unknown as { mermaid: { initialize(o: object): void } }).mermaid.initialize({ startOnLoad: false, layout: 'dagre', theme: 'neutral', securityLevel: 'strict', fontFamily: 'sans-serif' }));
  for (const { name, mermaid } of sources) {
    const svg = await page.evaluate(
      async ([id, text]) => (await (globalThis as unknown as { mermaid: { render(i: string, t: string): Promise<{ svg: string }> } }).mermaid.render(id!, text!)).svg,
      [`m-${name}`, mermaid],
    );
    writeFileSync(join(OUT, `${name}.mmd`), mermaid);
    writeFileSync(join(OUT, `${name}.svg`), `<!-- drawn from ${name}.mmd, source ${sourceHash(mermaid)} -->\n${svg}\n`);
    console.log(`${name}: ${mermaid.split('\n').filter((l) => l.includes('-->')).length} arrows`);
  }
  await browser.close();
  const index = [
    '# Machine diagrams',
    '',
    'Made by `npm run machines:diagrams` from the machines in `machines/` (a test fails when one is stale).',
    'Each arrow is a transition that changes state, labelled with its event, `[guard]`, `after N ms` delay,',
    '`always`, or `done`/`error` of an invoked actor; transitions that only run actions are not drawn.',
    'In development, `/dev/machines` shows the running actors on these diagrams, with their current state.',
    '',
    ...sources.map(({ name, file }) => `- [${name}](${name}.svg) ([source](${name}.mmd)), from \`machines/${file}\``),
    '',
  ].join('\n');
  writeFileSync(join(OUT, 'README.md'), index);
  // Diagrams of machines that no longer exist would mislead: say so.
  const known = new Set(sources.flatMap(({ name }) => [`${name}.mmd`, `${name}.svg`]).concat('README.md'));
  const extra = readdirSync(OUT).filter((f) => !known.has(f));
  if (extra.length) console.warn(`not made by this run, remove them: ${extra.join(', ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
