// The product card's looks (spec section 2: variants default, compact, hero, featured; sizes sm, md, lg).

export type CardVariant = 'default' | 'compact' | 'hero' | 'featured';
export type CardSize = 'sm' | 'md' | 'lg';

export const CARD_LAYOUT: Record<CardVariant, { card: string; picture: string; sizes: string }> = {
  default: { card: 'h-full flex-col', picture: 'aspect-square', sizes: '(min-width: 1024px) 25vw, (min-width: 640px) 45vw, 90vw' },
  compact: { card: 'flex-row', picture: 'w-28 self-stretch sm:w-36', sizes: '144px' },
  hero: { card: 'h-full flex-col md:flex-row', picture: 'aspect-[4/3] md:aspect-auto md:w-1/2', sizes: '(min-width: 768px) 50vw, 100vw' },
  // The home carousel's slide: 280 px wide (nearly the width on a phone) and 400 px high. A screen of
  // 2.5 dots a pixel or more takes the 640 px picture (2.3 dots a pixel), not the 800 px one: as sharp
  // to the eye on a phone, and a third lighter.
  featured: { card: 'h-[400px] w-[min(280px,85vw)] flex-col', picture: 'h-[230px]', sizes: '(min-resolution: 2.5dppx) 210px, 280px' },
};

export const CARD_SIZE: Record<CardSize, { body: string; name: string; price: string; badge: string }> = {
  sm: { body: 'p-3', name: 'text-sm', price: 'text-base', badge: 'text-[11px]' },
  md: { body: 'p-4', name: 'text-base', price: 'text-lg', badge: 'text-xs' },
  lg: { body: 'p-6', name: 'text-xl', price: 'text-2xl', badge: 'text-sm' },
};
