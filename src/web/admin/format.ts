import { formatCurrency } from '../../domain/money.ts';

// Amounts and dates are isolated from the text around them (U+2066 … U+2069), so the Arabic back office
// shows "152.90 DH" as the shop does, not "DH 152.90". Arabic dates name their month: the numeric one
// (28/11/2026 with right-to-left marks) reads back to front to a staff member used to the shop's.
const leftToRight = (text: string) => `\u2066${text}\u2069`;
const isArabic = (intl: string) => intl.startsWith('ar');

/** An amount of centimes as the shop writes dirhams. */
export const money = (centimes: number, intl: string) => leftToRight(formatCurrency(centimes, 'MAD', intl));

/** A moment in the shop's time zone, day and time. */
export const dateTime = (iso: string, intl: string) =>
  new Intl.DateTimeFormat(intl, { dateStyle: isArabic(intl) ? 'long' : 'medium', timeStyle: 'short', timeZone: 'Africa/Casablanca' }).format(new Date(iso));

/** A day in the shop's time zone. */
export const day = (iso: string, intl: string) => new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'Africa/Casablanca' }).format(new Date(iso));
