/** The shop's days start at midnight in Morocco, whatever the server's clock says. */
export const SHOP_TIME_ZONE = 'Africa/Casablanca';

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far the shop's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number): number {
  const part = Object.fromEntries(wallClock.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!) - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant a day (YYYY-MM-DD, plus some days) begins in Morocco. Worked out with Node's time-zone
 * data rather than the database's: a PostgreSQL server reads the system's, which may be older (Debian
 * 12's 2025b still has Morocco on UTC+1 after 20 September 2026, when it went back to UTC+0).
 */
export function shopMidnight(day: string, plusDays = 0, hour = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wallAsUtc = Date.UTC(year, month - 1, date + plusDays, hour);
  // The offset at the guess, then at the instant it gives (they differ only across a change of time).
  const guess = wallAsUtc - offsetAt(wallAsUtc);
  return new Date(wallAsUtc - offsetAt(guess));
}

const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The shop's day (YYYY-MM-DD) at an instant. */
export function shopDay(instant: Date): string {
  return dayOf.format(instant);
}

/** The next day's `hour` o'clock in Morocco after `instant` (a call retried "tomorrow morning"). */
export function nextShopMorning(instant: Date, hour = 9): Date {
  return shopMidnight(shopDay(instant), 1, hour);
}
