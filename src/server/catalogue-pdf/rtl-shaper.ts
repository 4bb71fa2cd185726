import { create, type Font, type Glyph, type GlyphPosition, type GlyphRun } from 'fontkit';
import * as hb from 'harfbuzzjs';
import { GlyphCopies } from './glyph-copies.ts';
import { type RtlRun, rtlRun } from './rtl-run.ts';

/**
 * Right-to-left text shaped by HarfBuzz with the font's own tables (joining, lam-alef, dots and marks
 * placed by the font). `font` is the face for pdfkit: its layout gives pdfkit the run's text glyphs,
 * which pdfkit measures, embeds and draws; the outlines of the rest are the caller's to draw.
 */
export class RtlShaper {
  readonly font: Font;
  private readonly face: hb.Face;
  private readonly shaper: hb.Font;
  private readonly buffer = new hb.Buffer();
  private readonly paths = new Map<number, string>();

  constructor(sfnt: Buffer) {
    this.font = create(sfnt) as Font;
    this.face = new hb.Face(new hb.Blob(sfnt));
    this.shaper = new hb.Font(this.face);
    const copies = new GlyphCopies(this.font);
    // pdfkit (0.20) takes a parsed fontkit font and calls its layout for every run of text.
    this.font.layout = (text: string) => {
      const run = this.shape(text);
      const glyphs = run.text.map(({ glyph, letters }) => ({ id: copies.idOf(glyph, letters), advanceWidth: this.shaper.glyphHAdvance(glyph), codePoints: letters }));
      const positions = run.text.map(({ xAdvance, xOffset, yOffset }) => ({ xAdvance, yAdvance: 0, xOffset, yOffset }));
      // pdfkit reads only the glyphs, their positions (which it scales in place) and the advance.
      return {
        glyphs: glyphs as Glyph[],
        positions: positions as GlyphPosition[],
        get advanceWidth() {
          return positions.reduce((sum, position) => sum + position.xAdvance, 0);
        },
      } as GlyphRun;
    };
  }

  get unitsPerEm(): number {
    return this.face.upem;
  }

  /** One piece of right-to-left text (no line break in it), in font units. */
  shape(text: string): RtlRun {
    this.buffer.reset();
    this.buffer.addText(text);
    this.buffer.setDirection(hb.Direction.RTL);
    this.buffer.setScript('Arab');
    this.buffer.setLanguage('ar');
    hb.shape(this.shaper, this.buffer);
    const placed = this.buffer.getGlyphInfosAndPositions().map(({ codepoint, cluster, xAdvance = 0, xOffset = 0, yOffset = 0 }) => ({ codepoint, cluster, xAdvance, xOffset, yOffset }));
    return rtlRun(placed, text, (glyph) => this.face.getGlyphClass(glyph) === hb.GlyphClass.MARK);
  }

  /** A glyph's outline as an SVG path, in font units with y upwards. */
  outline(glyph: number): string {
    let path = this.paths.get(glyph);
    if (path === undefined) this.paths.set(glyph, (path = this.shaper.glyphToPath(glyph)));
    return path;
  }
}
