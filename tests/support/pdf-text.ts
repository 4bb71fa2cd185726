/**
 * The text of every page of a PDF, a line for each baseline, its pieces joined in the order they
 * were drawn (right to left for Arabic, whose words the catalogue draws one by one), with Arabic
 * presentation forms folded back to letters (NFKC).
 */
export async function pdfLines(pdf: Buffer): Promise<string[]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const lines: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    const byBaseline = new Map<number, string[]>();
    for (const item of content.items) {
      if (!('str' in item) || !item.str.trim()) continue;
      // Two faces on one line sit a point or two apart: a line is everything within 4 points.
      const y = item.transform[5] as number;
      const line = [...byBaseline.keys()].find((key) => Math.abs(key - y) < 4) ?? y;
      byBaseline.set(line, [...(byBaseline.get(line) ?? []), item.str.normalize('NFKC').trim()]);
    }
    for (const pieces of byBaseline.values()) lines.push(pieces.join(' '));
  }
  await document.destroy();
  return lines;
}
