// Issue 43, item 2: the PDF catalogue's prices are HT, and it gives each size's price with the 10 % VAT
// (TTC) beside it, where a shopper compares.
import { describe, expect, it } from 'vitest';
import { catalogueToPdf } from '../../src/server/catalogue-pdf/catalogue-pdf.ts';
import type { CataloguePdfInput } from '../../src/server/catalogue-pdf/catalogue-pdf-input.ts';
import { pdfLines } from '../support/pdf-text.ts';

const brands = (name: string): CataloguePdfInput['brands'] => [
  {
    name: 'Dika Extra',
    type: 'Huile d’olive vierge extra',
    description: 'Première pression à froid',
    products: [{ name, category: 'Huile d’olive', variants: [{ size: '1L', priceCentimes: 11900, volumeMl: 1000, inStock: true }] }],
  },
];

describe('the PDF catalogue’s tax basis', () => {
  it('heads its columns HT and TTC, and gives 119.00 DH HT as 130.90 DH TTC (fr)', async () => {
    const text = (await pdfLines(await catalogueToPdf({ locale: 'fr', generatedAt: '2026-03-01T09:00:00.000Z', brands: brands('Picholine') }))).join('\n');
    expect(text).toContain('hors TVA 10 %');
    expect(text).toContain('Prix HT');
    expect(text).toContain('Prix TTC');
    expect(text).toContain('119.00 DH');
    expect(text).toContain('130.90 DH');
  });

  it('does the same in Arabic (ar)', async () => {
    const text = (await pdfLines(await catalogueToPdf({ locale: 'ar', generatedAt: '2026-03-01T09:00:00.000Z', brands: brands('بيشولين') }))).join('\n');
    expect(text).toContain('دون احتساب الضريبة');
    expect(text).toContain('شامل الضريبة');
    expect(text).toContain('119.00 DH');
    expect(text).toContain('130.90 DH');
  });
});
