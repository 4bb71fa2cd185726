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

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago (or from now) a moment is, in the largest whole unit: "il y a 12 minutes". */
export function sinceNow(iso: string, intl: string, now: number): string {
  const elapsed = Date.parse(iso) - now;
  const [unit, size] = UNITS.find(([, ms]) => Math.abs(elapsed) >= ms) ?? ['minute', 60_000];
  return new Intl.RelativeTimeFormat(intl, { numeric: 'auto' }).format(Math.trunc(elapsed / size), unit);
}

/** A day in the shop's time zone. */
export const day = (iso: string, intl: string) => new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'Africa/Casablanca' }).format(new Date(iso));
