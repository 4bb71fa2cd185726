import type { RtlShaper } from './rtl-shaper.ts';

/**
 * The outlines of a piece of right-to-left text (its dots and vowel marks) over its text glyphs, drawn
 * by pdfkit at (x, y) in `size` points, in the current fill colour.
 */
export function drawRtlOutlines(doc: PDFKit.PDFDocument, shaper: RtlShaper, text: string, x: number, y: number, size: number): void {
  const scale = size / shaper.unitsPerEm;
  // pdfkit puts the baseline of text drawn at y one ascent below it.
  const baseline = y + shaper.font.ascent * scale;
  for (const outline of shaper.shape(text).outlines) {
    doc
      .save()
      .translate(x + outline.x * scale, baseline - outline.y * scale)
      .scale(scale, -scale)
      .path(shaper.outline(outline.glyph))
      .fill()
      .restore();
  }
}
