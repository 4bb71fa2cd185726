// Writes the brand logos the storefront links to (spec section 3): public/images/brands/{id}-logo.svg,
// the -arabic variant for every brand but dika-extra, a placeholder, and /images/placeholder.jpg.
// Each logo also gets a WebP beside it (brandLogoRaster), which the home page's tiles show: an SVG
// <img> is a document of its own, laid out and painted on the main thread every time it is drawn.
// Run after changing the seed brands: npx tsx scripts/assets/brand-logos.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { brandLogoPath, brandLogoRaster } from '../../src/domain/brand-logo.ts';
import { brandLogoSvg, placeholderLogoSvg } from '../../src/server/seed/brand-logo.ts';
import { brands } from '../../src/server/seed/brands.ts';
import { productIllustrationSvg } from '../../src/server/seed/illustrations.ts';

/** The SVG, and its WebP at twice the 64 px height a tile shows it at. */
async function writeLogo(path: string, svg: string): Promise<void> {
  writeFileSync(`public${path}`, svg);
  await sharp(Buffer.from(svg), { density: 216 }).resize({ height: 128 }).webp({ quality: 90, alphaQuality: 90 }).toFile(`public${brandLogoRaster(path)}`);
}

mkdirSync('public/images/brands', { recursive: true });
for (const brand of brands) {
  await writeLogo(brandLogoPath(brand.id, 'fr'), brandLogoSvg({ name: brand.name, palette: brand.palette, category: brand.category }));
  const arabicPath = brandLogoPath(brand.id, 'ar');
  if (arabicPath !== brandLogoPath(brand.id, 'fr')) {
    await writeLogo(arabicPath, brandLogoSvg({ name: brand.name, arabicName: brand.displayName.ar, palette: brand.palette, category: brand.category }));
  }
}
writeFileSync('public/images/brands/placeholder-logo.svg', placeholderLogoSvg());

// The generic product picture shown when a product image fails to load.
const placeholder = productIllustrationSvg({
  brandName: 'Huileries du Saïss',
  productName: '',
  size: '1L',
  packaging: 'glass-bottle',
  palette: { primary: '#7a7a70', secondary: '#c9c3b4', oil: '#d9d2bf' },
  category: 'olive-oil',
});
await sharp(Buffer.from(placeholder)).resize(640, 640).flatten({ background: '#fbf6ec' }).jpeg({ quality: 78, mozjpeg: true }).toFile('public/images/placeholder.jpg');
console.log('brand logos and placeholder written to public/images');
