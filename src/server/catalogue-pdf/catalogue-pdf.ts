import PDFDocument from 'pdfkit';
import { formatPrice, pricePerLitre, priceWithVat } from '../../domain/money.ts';
import { catalogueFaces } from './catalogue-fonts.ts';
import type { CataloguePdfInput } from './catalogue-pdf-input.ts';
import { PDF_TEXTS } from './catalogue-texts.ts';
import { drawRtlOutlines } from './rtl-outlines.ts';
import { RtlShaper } from './rtl-shaper.ts';

const OLIVE = '#2f3f14';
const GOLD = '#c9a227';
const MUTED = '#4d6420';
const ARABIC = /[\u0600-\u06FF]/;

// What the Arabic face lacks (Latin letters, digits, Latin punctuation) is set in Inter.
const LATIN_PIECE = /[A-Za-z0-9.,:;!?()\-/%+"'’]+|[^A-Za-z0-9.,:;!?()\-/%+"'’]+/g;
const LATIN = /^[A-Za-z0-9.,:;!?()\-/%+"'’]+$/;

type Piece = { text: string; arabic: boolean };

/**
 * The words of a right-to-left line, each cut into pieces of one face; neighbouring all-Latin words
 * (a number and its unit, "Vitamin E") become one left-to-right word.
 */
function wordsOf(text: string): Piece[][] {
  const words: Piece[][] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const pieces = (word.match(LATIN_PIECE) ?? []).map((piece) => ({ text: piece, arabic: !LATIN.test(piece) }));
    const last = words.at(-1);
    if (last?.length === 1 && !last[0]!.arabic && pieces.length === 1 && !pieces[0]!.arabic) last[0]!.text += ` ${pieces[0]!.text}`;
    else words.push(pieces);
  }
  return words;
}

interface Style {
  bold?: boolean;
  heading?: boolean;
  size?: number;
  color?: string;
}

/** The PDF catalogue of one language: brands, products, sizes, prices. */
export async function catalogueToPdf(input: CataloguePdfInput): Promise<Buffer> {
  const { locale, generatedAt } = input;
  const words = PDF_TEXTS[locale];
  const rtl = locale === 'ar';
  const doc = new PDFDocument({ size: 'A4', margin: 48, bufferPages: true, info: { Title: `${words.title} – Huileries du Saïss`, Author: 'Huileries du Saïss' } });
  const faces = catalogueFaces();
  // pdfkit (0.20) takes a parsed fontkit font as well as a file; its types know only files.
  for (const [name, face] of Object.entries(faces)) doc.registerFont(name, (face instanceof RtlShaper ? face.font : face) as PDFKit.Mixins.PDFFontSource);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = doc.page.height - doc.page.margins.bottom - 24;

  const fontOf = (arabic: boolean, style: Style) =>
    arabic ? (style.bold || style.heading ? 'arabicBold' : 'arabic') : style.heading ? 'heading' : style.bold ? 'bold' : 'text';

  /**
   * Arabic text from the right edge of its box: each Arabic word shaped by its face (which has no Latin
   * letters or digits), Latin runs in Inter, words laid right to left and wrapped to the width.
   */
  function writeRtl(text: string, x: number, y: number, w: number, style: Style, align: 'left' | 'right' | 'center') {
    const size = style.size ?? 10;
    doc.fontSize(size).fillColor(style.color ?? OLIVE);
    const words = wordsOf(text).map((pieces) =>
      pieces.map((piece) => {
        doc.font(fontOf(piece.arabic, style));
        return { ...piece, width: doc.widthOfString(piece.text) };
      }),
    );
    const widthOf = (word: (typeof words)[number]) => word.reduce((sum, piece) => sum + piece.width, 0);
    const space = doc.font(fontOf(true, style)).widthOfString(' ');
    const lines: (typeof words)[] = [[]];
    let used = 0;
    for (const word of words) {
      const line = lines.at(-1)!;
      if (line.length && used + space + widthOf(word) > w) {
        lines.push([word]);
        used = widthOf(word);
      } else {
        used += (line.length ? space : 0) + widthOf(word);
        line.push(word);
      }
    }
    const height = doc.currentLineHeight(true);
    lines.forEach((line, index) => {
      const total = line.reduce((sum, word) => sum + widthOf(word), 0) + space * (line.length - 1);
      let cursor = align === 'left' ? x + total : align === 'center' ? x + (w + total) / 2 : x + w;
      // Words and their pieces from the right edge leftwards, in the order they are read.
      for (const word of line) {
        for (const piece of word) {
          cursor -= piece.width;
          const face = fontOf(piece.arabic, style);
          doc.font(face).text(piece.text, cursor, y + index * height, { lineBreak: false });
          if (face === 'arabic' || face === 'arabicBold') drawRtlOutlines(doc, faces[face], piece.text, cursor, y + index * height, size);
        }
        cursor -= space;
      }
    });
    doc.y = y + lines.length * height;
    return doc.y;
  }

  /** A text at (x, y) in a box of w: Arabic right to left in the Arabic face, anything else in Inter. */
  function write(text: string, x: number, y: number, w: number, style: Style = {}, align: 'left' | 'right' | 'center' = rtl ? 'right' : 'left') {
    if (ARABIC.test(text)) return writeRtl(text, x, y, w, style, align);
    doc.font(fontOf(false, style)).fontSize(style.size ?? 10).fillColor(style.color ?? OLIVE);
    doc.text(text, x, y, { width: w, align, lineBreak: true });
    return doc.y;
  }
  // Columns of the size table, mirrored in Arabic.
  const columns = [
    { key: 'size', share: 0.14 },
    { key: 'price', share: 0.2 },
    { key: 'priceInclVat', share: 0.2 },
    { key: 'perLitre', share: 0.24 },
    { key: 'availability', share: 0.22 },
  ] as const;
  const columnX = (index: number) => {
    const before = columns.slice(0, index).reduce((sum, c) => sum + c.share, 0) * width;
    const own = columns[index]!.share * width;
    return rtl ? left + width - before - own : left + before;
  };
  const ensure = (height: number) => {
    if (doc.y + height > bottom) {
      doc.addPage();
      doc.y = doc.page.margins.top;
    }
  };

  // The cover band.
  doc.rect(0, 0, doc.page.width, 150).fill(OLIVE);
  write('Huileries du Saïss', left, 40, width, { heading: true, size: 14, color: GOLD });
  write(words.title, left, 62, width, { heading: true, bold: true, size: 26, color: '#fbf6ec' });
  write(words.subtitle, left, 104, width, { size: 10, color: '#e6ebd3' });
  doc.y = 170;
  write(`${words.generated} ${generatedAt.slice(0, 10)}`, left, doc.y, width, { size: 9, color: MUTED });
  doc.y += 4;
  write(words.prices, left, doc.y, width, { size: 9, color: MUTED });
  doc.moveDown(1);

  for (const brand of input.brands) {
    ensure(90);
    const top = doc.y + 8;
    doc.rect(left, top, width, 2).fill(GOLD);
    doc.y = write(brand.name, left, top + 8, width, { heading: true, size: 18 });
    doc.y = write(`${brand.type} — ${brand.description}`.replace(/ — /, rtl ? ' - ' : ' — '), left, doc.y + 2, width, { size: 9, color: MUTED });
    for (const product of brand.products) {
      ensure(40 + product.variants.length * 16);
      doc.y = write(product.name, left, doc.y + 10, width, { bold: true, size: 11 });
      doc.y = write(product.category, left, doc.y, width, { size: 8.5, color: MUTED });
      let y = doc.y + 4;
      columns.forEach((column, index) => write(words[column.key], columnX(index), y, columns[index]!.share * width, { bold: true, size: 8.5, color: MUTED }));
      y += 14;
      for (const variant of product.variants) {
        const perLitre = pricePerLitre(variant.priceCentimes, variant.volumeMl);
        const cells = [variant.size, formatPrice(variant.priceCentimes), formatPrice(priceWithVat(variant.priceCentimes)), perLitre === null ? '—' : formatPrice(perLitre), variant.inStock ? words.inStock : words.outOfStock];
        cells.forEach((cell, index) => write(cell, columnX(index), y, columns[index]!.share * width, { size: 9.5, bold: index === 1 }));
        y += 15;
      }
      doc.y = y;
    }
  }

  // Footer on every page: the shop and the page number.
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const y = doc.page.height - doc.page.margins.bottom - 6;
    doc.page.margins.bottom = 0;
    write(words.contact, left, y, width - 60, { size: 8, color: MUTED });
    write(`${i + 1} / ${range.count}`, rtl ? left : left + width - 60, y, 60, { size: 8, color: MUTED }, rtl ? 'left' : 'right');
  }
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
