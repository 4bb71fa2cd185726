import { describe, expect, it } from 'vitest';
import { shopMidnight } from '../../src/server/admin/shop-time-zone.ts';

// Morocco kept UTC+1 all year but for Ramadan, on UTC+0 (in 2026 from 03:00 on 15 February to 02:00
// on 22 March), until 20 September 2026, when it went back to UTC+0 (the IANA time-zone database
// since 2026, Node 24's; older copies, such as Node 20's 2025c, still say UTC+1).
describe('the instant a day begins in Morocco', () => {
  it.each([
    ['2026-06-11', 0, '2026-06-10T23:00:00.000Z'],
    // The night it went back to UTC+0, midnight was still on UTC+1.
    ['2026-09-20', 0, '2026-09-19T23:00:00.000Z'],
    ['2026-09-21', 0, '2026-09-21T00:00:00.000Z'],
    ['2026-11-28', 0, '2026-11-28T00:00:00.000Z'],
    ['2026-11-28', 1, '2026-11-29T00:00:00.000Z'],
    ['2026-12-31', 1, '2027-01-01T00:00:00.000Z'],
    // The night the clocks go back, midnight is still on UTC+1.
    ['2026-02-15', 0, '2026-02-14T23:00:00.000Z'],
    ['2026-02-16', 0, '2026-02-16T00:00:00.000Z'],
    ['2026-03-01', 0, '2026-03-01T00:00:00.000Z'],
    // The night they go forward, midnight is still on UTC+0.
    ['2026-03-22', 0, '2026-03-22T00:00:00.000Z'],
    ['2026-03-23', 0, '2026-03-22T23:00:00.000Z'],
  ])('%s plus %i days begins at %s', (day, plusDays, instant) => {
    expect(shopMidnight(day, plusDays).toISOString()).toBe(instant);
  });
});
