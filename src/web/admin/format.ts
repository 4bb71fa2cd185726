import { formatCurrency } from '../../domain/money.ts';

/** An amount of centimes as the staff member's language writes dirhams. */
export const money = (centimes: number, intl: string) => formatCurrency(centimes, 'MAD', intl);

/** A moment in the shop's time zone, day and time. */
export const dateTime = (iso: string, intl: string) => new Intl.DateTimeFormat(intl, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Casablanca' }).format(new Date(iso));

/** A day in the shop's time zone. */
export const day = (iso: string, intl: string) => new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone: 'Africa/Casablanca' }).format(new Date(iso));
