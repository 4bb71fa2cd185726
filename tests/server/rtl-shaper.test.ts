import { readFileSync } from 'node:fs';
import { fc, test } from '@fast-check/vitest';
import { create, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { catalogueFaces } from '../../src/server/catalogue-pdf/catalogue-fonts.ts';
import { GlyphCopies } from '../../src/server/catalogue-pdf/glyph-copies.ts';
import { woffToSfnt } from '../../src/server/catalogue-pdf/woff.ts';

const { arabic } = catalogueFaces();
const name = (glyph: number) => arabic.font.getGlyph(glyph).name;
const naskhWoff = readFileSync('node_modules/@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff');

// Arabic letters, each followed by up to two vowel marks (fatha to sukun).
const letter = fc.oneof(fc.integer({ min: 0x621, max: 0x63a }), fc.integer({ min: 0x641, max: 0x64a }));
const arabicText = fc
  .array(fc.tuple(letter, fc.array(fc.integer({ min: 0x64b, max: 0x652 }), { maxLength: 2 })), { minLength: 1, maxLength: 12 })
  .map((letters) => String.fromCodePoint(...letters.flat(2)));

describe('Arabic shaped by HarfBuzz with Noto Naskh Arabic', () => {
  it('joins each letter in the form its neighbours call for, laid right to left, its dots drawn apart', () => {
    const run = arabic.shape('كتالوج');
    // Left to right as drawn: jeem alone after waw (which joins on one side), waw, lam, alef, teh's body, kaf.
    expect(run.text.map((glyph) => name(glyph.glyph))).toEqual(['uni062D', 'uni0648.fina', 'uni0644.init', 'uni0627.fina', 'uni066E.medi.wide', 'uni0643.init']);
    expect(run.outlines.map((outline) => name(outline.glyph))).toEqual(['dotcenterar', 'twodotshorizontalabovear']);
    // The dots sit over their letters: jeem's in the first glyph's width, teh's in the fifth's.
    const start = (index: number) => run.text.slice(0, index).reduce((sum, glyph) => sum + glyph.xAdvance, 0);
    expect(run.outlines[0]!.x).toBeLessThan(start(1));
    expect(run.outlines[1]!.x).toBeGreaterThanOrEqual(start(4) - 50);
    expect(run.outlines[1]!.x).toBeLessThan(start(5));
    expect(run.advance).toBe(start(run.text.length));
  });

  test.prop([arabicText])('gives every letter and vowel mark to the PDF text once, read back in order', (text) => {
    const run = arabic.shape(text);
    // A reader reverses a right-to-left line as drawn (left to right).
    expect(String.fromCodePoint(...run.text.flatMap((glyph) => glyph.letters).reverse())).toBe(text);
    expect(run.text.every((glyph) => glyph.glyph !== 0)).toBe(true);
  });

  it('reads the WOFF file it is given, and nothing else', () => {
    const sfnt = woffToSfnt(naskhWoff);
    const [fromWoff, fromSfnt] = [create(naskhWoff) as Font, create(sfnt) as Font];
    expect(fromSfnt.numGlyphs).toBe(fromWoff.numGlyphs);
    for (const glyph of [3, 18, 59, 263]) expect(fromSfnt.getGlyph(glyph).path.toSVG()).toBe(fromWoff.getGlyph(glyph).path.toSVG());
    expect(() => woffToSfnt(sfnt)).toThrow('not a WOFF 1.0 font');
  });
});

describe('glyph copies', () => {
  it('draws a glyph that stands for other letters with a copy of it, embedded with the same outline', () => {
    const font = create(woffToSfnt(naskhWoff)) as Font;
    const copies = new GlyphCopies(font);
    // The body of a medial beh, teh, theh, noon or yeh.
    const body = 18;
    const teh = copies.idOf(body, [0x62a]);
    const yeh = copies.idOf(body, [0x64a]);
    expect(teh).toBe(body);
    expect(yeh).toBe(font.numGlyphs);
    expect(copies.idOf(body, [0x62a])).toBe(teh);
    expect(copies.idOf(body, [0x64a])).toBe(yeh);

    const subset = font.createSubset() as unknown as { includeGlyph(id: number): number; encode(): Uint8Array };
    const [own, copy] = [subset.includeGlyph(teh), subset.includeGlyph(yeh)];
    expect(copy).not.toBe(own);
    expect(subset.includeGlyph(yeh)).toBe(copy);
    const embedded = create(Buffer.from(subset.encode())) as Font;
    expect(embedded.numGlyphs).toBe(3);
    expect(embedded.getGlyph(copy).path.toSVG()).toBe(font.getGlyph(body).path.toSVG());
    expect(embedded.getGlyph(own).path.toSVG()).toBe(font.getGlyph(body).path.toSVG());
  });
});
