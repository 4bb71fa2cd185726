/** A glyph as HarfBuzz places it, in font units, in visual order (left to right). */
export interface PlacedGlyph {
  /** The glyph's id in the font (HarfBuzz calls it codepoint). */
  codepoint: number;
  /** Where its cluster starts in the text, in UTF-16 units. */
  cluster: number;
  xAdvance: number;
  xOffset: number;
  yOffset: number;
}

export interface RtlRun {
  /** One glyph per cluster, drawn as text and standing for the cluster's letters; its advance reaches the next one. */
  text: { glyph: number; letters: number[]; xAdvance: number; xOffset: number; yOffset: number }[];
  /** The other glyphs (dots, vowel marks), drawn as outlines at x, y from the run's start on its baseline. */
  outlines: { glyph: number; x: number; y: number }[];
  advance: number;
}

/**
 * A shaped run cut in two. In a PDF each glyph of the text stands for some letters, yet the font
 * draws a dotted letter as a body and its dots, and a reader (pdf.js) breaks the word where a mark is
 * placed back over its letter. So each cluster's body (its first glyph that is not a mark) carries
 * the cluster's letters as text, and the dots and marks are drawn as outlines, outside the text.
 */
export function rtlRun(glyphs: PlacedGlyph[], text: string, isMark: (glyph: number) => boolean): RtlRun {
  const starts = [...new Set(glyphs.map((glyph) => glyph.cluster)), text.length].sort((a, b) => a - b);
  // Readers (pdf.js, poppler) take a right-to-left line's text as drawn and reverse it, the letters of
  // one glyph included: a cluster's letters (a letter and its vowel mark) are given reversed.
  const lettersAt = (cluster: number) => [...text.slice(cluster, starts[starts.indexOf(cluster) + 1])].map((letter) => letter.codePointAt(0)!).reverse();
  const carriers = new Set(starts.slice(0, -1).map((cluster) => glyphs.find((glyph) => glyph.cluster === cluster && !isMark(glyph.codepoint)) ?? glyphs.find((glyph) => glyph.cluster === cluster)!));

  const run: RtlRun = { text: [], outlines: [], advance: 0 };
  const pens: number[] = [];
  for (const glyph of glyphs) {
    if (carriers.has(glyph)) {
      pens.push(run.advance);
      run.text.push({ glyph: glyph.codepoint, letters: lettersAt(glyph.cluster), xAdvance: 0, xOffset: glyph.xOffset, yOffset: glyph.yOffset });
    } else {
      run.outlines.push({ glyph: glyph.codepoint, x: run.advance + glyph.xOffset, y: glyph.yOffset });
    }
    run.advance += glyph.xAdvance;
  }
  // Each text glyph advances to where the next one stands; the first, drawn from the run's start, is
  // moved to its own place.
  run.text.forEach((glyph, index) => {
    glyph.xAdvance = (pens[index + 1] ?? run.advance) - (index === 0 ? 0 : pens[index]!);
    if (index === 0) glyph.xOffset += pens[0]!;
  });
  return run;
}
