// Renders sample product illustrations and brand logos to PNG, to eyeball them.
// Usage: npx tsx scripts/assets/render-illustration-samples.ts OUTDIR
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { brandLogoSvg, placeholderLogoSvg } from '../../src/server/seed/brand-logo.ts';
import { productIllustrationSvg } from '../../src/server/seed/illustrations.ts';
import type { BrandPalette, Packaging } from '../../src/server/seed/types.ts';

type Category = 'olive-oil' | 'olive-pomace-oil' | 'sunflower-oil';

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: tsx scripts/assets/render-illustration-samples.ts OUTDIR');
  process.exit(1);
}

const olive: BrandPalette = { primary: '#3f5a1e', secondary: '#c9a227', oil: '#a8a227' };
const sunflower: BrandPalette = { primary: '#1f3c7a', secondary: '#f2b705', oil: '#f3d36b' };

interface Line {
  key: string;
  brandName: string;
  productName: string;
  palette: BrandPalette;
  category: Category;
}

const lines: Line[] = [
  {
    key: 'olive',
    brandName: 'Atlas Zitoun',
    productName: 'Huile d\u2019olive vierge extra pressée à froid',
    palette: olive,
    category: 'olive-oil',
  },
  {
    key: 'sunflower',
    brandName: 'Soleil & Co',
    productName: 'Sunflower Oil',
    palette: sunflower,
    category: 'sunflower-oil',
  },
];

/** Sizes that make sense for each packaging. */
const sizes: Record<Packaging, string[]> = {
  'glass-bottle': ['500ML', '1L'],
  'pet-bottle': ['500ML', '1L', '5L'],
  tin: ['1L', '5L'],
  jerrycan: ['5L', '25L'],
};

await mkdir(outDir, { recursive: true });
const tiles: string[] = [];
let maxBytes = 0;

// edge cases: long brand name, markup characters, in-between sizes
const stress: Line = {
  key: 'stress',
  brandName: 'Les Huileries du Souss Premium',
  productName: 'Grignons <Bio> & "Pure" d\'olive',
  palette: { primary: '#6b2d1a', secondary: '#d9a441', oil: '#b39a2c' },
  category: 'olive-pomace-oil',
};
const stressSizes: [Packaging, string][] = [
  ['glass-bottle', '750ML'],
  ['pet-bottle', '2L'],
  ['tin', '4L'],
  ['jerrycan', '10L'],
];

const jobs: { line: Line; packaging: Packaging; size: string }[] = [];
for (const line of lines) {
  for (const [packaging, list] of Object.entries(sizes) as [Packaging, string[]][]) {
    for (const size of list) jobs.push({ line, packaging, size });
  }
}
for (const [packaging, size] of stressSizes) jobs.push({ line: stress, packaging, size });

for (const { line, packaging, size } of jobs) {
  const svg = productIllustrationSvg({ ...line, size, packaging });
  const bytes = Buffer.byteLength(svg);
  maxBytes = Math.max(maxBytes, bytes);
  const stem = `${line.key}-${packaging}-${size.toLowerCase()}`;
  await writeFile(path.join(outDir, `${stem}.svg`), svg);
  const file = path.join(outDir, `${stem}.png`);
  await sharp(Buffer.from(svg)).png().toFile(file);
  tiles.push(file);
  console.log(`${file}  (${bytes} bytes of SVG)`);
}

const logos: [string, string][] = [
  ['logo-latin', brandLogoSvg({ name: 'Atlas Zitoun', palette: olive, category: 'olive-oil' })],
  [
    'logo-arabic',
    brandLogoSvg({ name: 'Soleil & Co', arabicName: 'زيت الشمس', palette: sunflower, category: 'sunflower-oil' }),
  ],
  ['logo-arabic-olive', brandLogoSvg({ name: 'Dika Extra', arabicName: 'ديكا إكسترا', palette: olive, category: 'olive-pomace-oil' })],
  ['logo-latin-sunflower', brandLogoSvg({ name: 'Soleil & Co', palette: sunflower, category: 'sunflower-oil' })],
  ['logo-placeholder', placeholderLogoSvg()],
];
const logoFiles: string[] = [];
for (const [stem, svg] of logos) {
  await writeFile(path.join(outDir, `${stem}.svg`), svg);
  // logos have a transparent background; rendered at 2x, as is and flattened on white for the sheet
  const file = path.join(outDir, `${stem}.png`);
  await sharp(Buffer.from(svg), { density: 144 }).png().toFile(file);
  logoFiles.push(file);
  console.log(file);
}
const logoSheet = path.join(outDir, 'logos-sheet.png');
await sharp({ create: { width: 640, height: 250 * logoFiles.length, channels: 3, background: '#f4f4f4' } })
  .composite(logoFiles.map((input, i) => ({ input, left: 0, top: i * 250 + 5 })))
  .png()
  .toFile(logoSheet);
console.log(logoSheet);

// contact sheet of all the product shots, 4 per row at 300 px
const cell = 300;
const perRow = 4;
const rows = Math.ceil(tiles.length / perRow);
const composites = await Promise.all(
  tiles.map(async (t, i) => ({
    input: await sharp(t).resize(cell, cell).toBuffer(),
    left: (i % perRow) * cell,
    top: Math.floor(i / perRow) * cell,
  })),
);
const sheet = path.join(outDir, 'contact-sheet.png');
await sharp({ create: { width: cell * perRow, height: cell * rows, channels: 3, background: '#ffffff' } })
  .composite(composites)
  .png()
  .toFile(sheet);
console.log(sheet);
console.log(`largest SVG: ${maxBytes} bytes`);
