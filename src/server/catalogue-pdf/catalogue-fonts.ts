import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from '../lib/project-root.ts';
import { RtlShaper } from './rtl-shaper.ts';
import { woffToSfnt } from './woff.ts';

const LATIN = {
  text: '@fontsource/inter/files/inter-latin-400-normal.woff',
  bold: '@fontsource/inter/files/inter-latin-600-normal.woff',
  heading: '@fontsource/playfair-display/files/playfair-display-latin-600-normal.woff',
} as const;
const ARABIC = {
  arabic: '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff',
  arabicBold: '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff',
} as const;

export type CatalogueFaces = Record<keyof typeof LATIN, Buffer> & Record<keyof typeof ARABIC, RtlShaper>;

let faces: CatalogueFaces | undefined;
const read = (file: string) => readFileSync(join(projectRoot(), 'node_modules', file));

/** The PDF's faces, read once: the Latin ones as files for pdfkit, the Arabic ones shaped by HarfBuzz. */
export function catalogueFaces(): CatalogueFaces {
  faces ??= {
    ...(Object.fromEntries(Object.entries(LATIN).map(([name, file]) => [name, read(file)])) as Record<keyof typeof LATIN, Buffer>),
    ...(Object.fromEntries(Object.entries(ARABIC).map(([name, file]) => [name, new RtlShaper(woffToSfnt(read(file)))])) as Record<keyof typeof ARABIC, RtlShaper>),
  };
  return faces;
}
