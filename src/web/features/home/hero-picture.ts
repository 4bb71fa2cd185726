/** The hero's renditions (public/images/hero, drawn by scripts/assets/hero-banner.ts): the picture and its preload use the same. */
const WIDTHS = [640, 1024, 1600, 2400];

export const heroSrcSet = (format: 'avif' | 'webp') => WIDTHS.map((w) => `/images/hero/hero-${w}.${format} ${w}w`).join(', ');

export const HERO_FALLBACK = '/images/hero/hero-1600.jpg';
