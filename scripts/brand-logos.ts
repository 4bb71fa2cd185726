// Writes the brand logos the storefront links to (spec section 3): public/images/brands/{id}-logo.svg,
// the -arabic variant for every brand but dika-extra, a placeholder, and /images/placeholder.jpg.
// Run after changing the seed brands: npx tsx scripts/brand-logos.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { brandLogoPath } from '../src/domain/brand-logo.ts';
import { brandLogoSvg, placeholderLogoSvg } from '../src/server/seed/brand-logo.ts';
import { brands } from '../src/server/seed/brands.ts';
import { productIllustrationSvg } from '../src/server/seed/illustrations.ts';

mkdirSync('public/images/brands', { recursive: true });
for (const brand of brands) {
  const latin = brandLogoSvg({ name: brand.name, palette: brand.palette, category: brand.category });
  writeFileSync(`public${brandLogoPath(brand.id, 'fr')}`, latin);
  const arabicPath = brandLogoPath(brand.id, 'ar');
  if (arabicPath !== brandLogoPath(brand.id, 'fr')) {
    const arabic = brandLogoSvg({ name: brand.name, arabicName: brand.displayName.ar, palette: brand.palette, category: brand.category });
    writeFileSync(`public${arabicPath}`, arabic);
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
