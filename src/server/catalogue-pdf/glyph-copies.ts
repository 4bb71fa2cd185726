import type { Font } from 'fontkit';

/** fontkit's subset as pdfkit uses it: it copies `glyphs` (original ids) into the embedded font in order. */
interface FontkitSubset {
  glyphs: number[];
  includeGlyph(glyph: number): number;
  encode(): Uint8Array;
}

/**
 * A PDF maps each glyph of a font to one text, but the font draws several letters with one glyph (the
 * body of ب ت ث ن ي, the dots above ت and ق). A glyph that stands for other letters than the first it
 * stood for gets an id past the font's own, and the embedded subset a copy of it under that id, so
 * the PDF's text can say which letters each copy is.
 */
export class GlyphCopies {
  private readonly ids = new Map<string, number>();
  private readonly claimed = new Set<number>();
  private readonly originals: number[] = [];

  constructor(private readonly font: Font) {
    const createSubset = font.createSubset.bind(font);
    font.createSubset = () => this.copying(createSubset() as unknown as FontkitSubset) as never;
  }

  /** The id to draw `glyph` with where it stands for `letters`. */
  idOf(glyph: number, letters: number[]): number {
    const key = `${glyph}:${letters.join(' ')}`;
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.claimed.has(glyph) ? this.font.numGlyphs + this.originals.push(glyph) - 1 : glyph;
      this.claimed.add(glyph);
      this.ids.set(key, id);
    }
    return id;
  }

  private copying(subset: FontkitSubset): FontkitSubset {
    const include = subset.includeGlyph.bind(subset);
    const copies = new Map<number, number>();
    subset.includeGlyph = (id) => {
      if (id < this.font.numGlyphs) return include(id);
      let at = copies.get(id);
      if (at === undefined) {
        at = subset.glyphs.push(this.originals[id - this.font.numGlyphs]!) - 1;
        copies.set(id, at);
      }
      return at;
    };
    return subset;
  }
}
