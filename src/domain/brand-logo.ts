import type { Locale } from './locale.ts';

/** The brand whose logo has no Arabic variant (spec section 3). */
const NO_ARABIC_LOGO = new Set(['dika-extra']);

export function brandKey(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

/** /images/brands/{brand-lowercased-with-dashes}-logo.svg, with -arabic before .svg in Arabic. */
export function brandLogoPath(brand: string, locale: Locale): string {
  const key = brandKey(brand);
  const arabic = locale === 'ar' && !NO_ARABIC_LOGO.has(key);
  return `/images/brands/${key}-logo${arabic ? '-arabic' : ''}.svg`;
}

/** The WebP drawn from a logo's SVG (scripts/assets/brand-logos.ts): what the brand tiles show. */
export function brandLogoRaster(svgPath: string): string {
  return svgPath.replace(/\.svg$/, '.webp');
}
