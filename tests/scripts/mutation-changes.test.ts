// The mutation step skips a group whose recorded run tested the same code: a comment or layout edit
// must not cost a run of its mutants, and any change a mutant or a test could see must.
import { describe, expect, it } from 'vitest';
import { codeOf } from '../../scripts/support/mutation-changes.ts';

const before = `/** The price with VAT, drawn from the line. */
export function total(lines: number[]): number {
  // Sum of the lines.
  return lines.reduce((sum, line) => sum + line, 0) * 1.1;
}
`;

describe('the code a mutation run tested', () => {
  it('is the same after comments and layout change', () => {
    const edited = `/**
 * The price with VAT, rendered from the line.
 */
export function total(lines: number[]): number {
  return lines.reduce(
    (sum, line) => sum + line, // every line
    0
  ) * 1.1;
}`;
    expect(codeOf('total.ts', edited)).toBe(codeOf('total.ts', before));
  });

  it.each([
    ['an operator', before.replace('sum + line', 'sum - line')],
    ['a number', before.replace('1.1', '1.2')],
    ['a name', before.replace('function total', 'function totalTtc')],
    ['a type', before.replace('): number {', '): string {')],
  ])('differs when %s changes', (_what, edited) => {
    expect(codeOf('total.ts', edited)).not.toBe(codeOf('total.ts', before));
  });

  it('keeps the text and strings a component shows', () => {
    const view = (text: string, label: string) => `export const Price = () => <p aria-label="${label}">${text} {/* note */}</p>;`;
    expect(codeOf('Price.tsx', view('TVA (10%)', 'prix'))).not.toBe(codeOf('Price.tsx', view('TVA (20%)', 'prix')));
    expect(codeOf('Price.tsx', view('TVA', 'prix'))).not.toBe(codeOf('Price.tsx', view('TVA', 'price')));
  });

  it('is the same when a module it imports moves to another folder, and differs when it imports another', () => {
    const importing = (path: string) => `import { rate } from '${path}';\nimport type { Line } from '${path}';\nvi.mock('${path}');\nconst later = () => import('${path}');\n${before}`;
    expect(codeOf('total.ts', importing('../catalogue/vat.ts'))).toBe(codeOf('total.ts', importing('../products/vat.ts')));
    expect(codeOf('total.ts', importing('../catalogue/vat.ts'))).not.toBe(codeOf('total.ts', importing('../catalogue/tax.ts')));
    // Any other string is kept whole.
    expect(codeOf('total.ts', `const path = '../a/vat.ts';`)).not.toBe(codeOf('total.ts', `const path = '../b/vat.ts';`));
  });

  it('takes a file that is not TypeScript as it is', () => {
    expect(codeOf('vitest.stryker.config.json', '{ "a": 1 }')).toBe('{ "a": 1 }');
    expect(codeOf('x.json', '{ "a": 1 }')).not.toBe(codeOf('x.json', '{ "a": 1 } '));
  });
});
