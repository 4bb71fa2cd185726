import { intlLocaleOf } from '../../../domain/locale.ts';

/** The shop's clock (Morocco): an order's moments read the same wherever the shopper is. */
const SHOP_TIME_ZONE = 'Africa/Casablanca';

/** A moment as day and time in Morocco, in the page's language: "12 mars 2026 à 14:05". */
export const shopDateTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(intlLocaleOf(language), { dateStyle: 'long', timeStyle: 'short', timeZone: SHOP_TIME_ZONE }).format(new Date(iso));

/** A day in Morocco, in the page's language. */
export const shopDay = (iso: string, language: string) => new Intl.DateTimeFormat(intlLocaleOf(language), { dateStyle: 'long', timeZone: SHOP_TIME_ZONE }).format(new Date(iso));
