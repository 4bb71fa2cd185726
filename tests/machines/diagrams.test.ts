import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sourceHash } from '../../scripts/assets/machine-diagrams.ts';
import { MACHINE_MODULES, machineDiagramSources } from '../../src/dev/machine-sources.ts';

const DIR = 'docs/machines';
const sources = machineDiagramSources();

describe('machine diagrams (npm run machines:diagrams)', () => {
  it('cover every module of machines/', () => {
    const files = readdirSync('machines').filter((f) => f.endsWith('.ts'));
    expect(Object.keys(MACHINE_MODULES).sort()).toEqual(files.sort());
    expect(new Set(sources.map((s) => s.file))).toEqual(new Set(files));
  });

  it.each(sources.map((s) => [s.name, s] as const))('%s: the committed diagram is the machine as it is now', (name, source) => {
    expect(readFileSync(`${DIR}/${name}.mmd`, 'utf8'), `docs/machines/${name}.mmd is stale: run npm run machines:diagrams`).toBe(source.mermaid);
    const svg = readFileSync(`${DIR}/${name}.svg`, 'utf8');
    expect(svg.split('\n')[0], `docs/machines/${name}.svg was drawn from another source: run npm run machines:diagrams`).toBe(`<!-- drawn from ${name}.mmd, source ${sourceHash(source.mermaid)} -->`);
    // Every state is drawn, by its own name.
    const keys: string[] = [];
    const walk = (node: { key: string; states: Record<string, unknown> }) => {
      for (const child of Object.values(node.states) as { key: string; states: Record<string, unknown> }[]) {
        keys.push(child.key);
        walk(child);
      }
    };
    walk(source.machine.root);
    for (const key of keys) expect(svg).toContain(`>${key}<`);
  });

  it('leave nothing else in docs/machines', () => {
    const expected = sources.flatMap((s) => [`${s.name}.mmd`, `${s.name}.svg`]).concat('README.md');
    expect(readdirSync(DIR).sort()).toEqual(expected.sort());
  });
});
