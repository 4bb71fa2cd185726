import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { averageRating, ratingBars, splitFor, stars } from '../../src/domain/rating.ts';
import { formatVolume, parseVolumeMl, volumeInRange } from '../../src/domain/volume.ts';

const review = fc.record({ id: fc.uuid(), rating: fc.integer({ min: 1, max: 5 }) });

describe('rating', () => {
  test.prop([fc.array(review, { minLength: 1, maxLength: 40 })])('averages at most ten distinct reviews, to one decimal, within 1..5', (reviews) => {
    const average = averageRating(reviews)!;
    const distinct = [...new Map(reviews.map((r) => [r.id, r])).values()].slice(0, 10);
    const mean = distinct.reduce((s, r) => s + r.rating, 0) / distinct.length;
    expect(average).toBeGreaterThanOrEqual(1);
    expect(average).toBeLessThanOrEqual(5);
    expect(Math.abs(average - mean)).toBeLessThanOrEqual(0.05 + 1e-9);
    expect(Math.round(average * 10)).toBe(average * 10);
  });

  it('counts a repeated review once, and uses the samples when there is none', () => {
    const five = { id: 'a', rating: 5 };
    expect(averageRating([five, five, five, { id: 'b', rating: 1 }])).toBe(3);
    expect(averageRating([], [{ rating: 4 }, { rating: 5 }])).toBe(4.5);
    expect(averageRating([])).toBeNull();
  });

  test.prop([fc.double({ min: 0, max: 5, noNaN: true })])('shows five stars: full, at most one half, empty', (rating) => {
    const { full, half, empty } = stars(rating);
    expect(full + half + empty).toBe(5);
    expect(half === 0 || half === 1).toBe(true);
    expect(Math.abs(full + half / 2 - rating)).toBeLessThanOrEqual(0.25);
  });

  test.prop([fc.double({ min: 0, max: 5, noNaN: true }), fc.integer({ min: 0, max: 100_000 })])(
    'splits a count into 5..1 stars that sum to it, the leftovers on the biggest bucket',
    (rating, count) => {
      const bars = ratingBars(rating, count);
      expect(bars.reduce((s, n) => s + n, 0)).toBe(count);
      const split = splitFor(rating);
      const biggest = split.indexOf(Math.max(...split));
      bars.forEach((n, i) => {
        const exact = Math.floor((count * split[i]!) / 100);
        if (i === biggest) expect(n).toBeGreaterThanOrEqual(exact);
        else expect(n).toBe(exact);
      });
    },
  );

  it('uses the table of the spec', () => {
    expect(ratingBars(4.6, 100)).toEqual([70, 20, 5, 3, 2]);
    // 69 × 50/30/10/5/5 % floors to 34, 20, 6, 3, 3: the three left over go to the 5 stars.
    expect(ratingBars(4.2, 69)).toEqual([37, 20, 6, 3, 3]);
    expect(ratingBars(1.5, 10)).toEqual([0, 1, 1, 3, 5]);
  });

  test.prop([fc.array(fc.record({ rating: fc.integer({ min: 1, max: 5 }) }), { minLength: 1, maxLength: 50 })])(
    'counts real reviews star by star when there are some',
    (reviews) => {
      const bars = ratingBars(4.5, 999, reviews);
      expect(bars.reduce((s, n) => s + n, 0)).toBe(reviews.length);
      expect(bars[0]).toBe(reviews.filter((r) => r.rating === 5).length);
    },
  );
});

describe('volume display', () => {
  test.prop([fc.integer({ min: 1, max: 100_000 })])('shows litres from 1000 ml with one decimal at most, and parses back', (ml) => {
    const text = formatVolume(ml);
    if (ml >= 1000) {
      expect(text).toMatch(/^\d+(\.\d)? L$/);
      expect(Math.abs(parseVolumeMl(text.replace(' ', ''))! - ml)).toBeLessThanOrEqual(50);
    } else {
      expect(text).toBe(`${ml} ml`);
      expect(parseVolumeMl(text)).toBe(ml);
    }
  });

  test.prop([fc.option(fc.integer({ min: 1, max: 30_000 }), { nil: null }), fc.integer({ min: 100, max: 25_000 }), fc.integer({ min: 100, max: 25_000 })])(
    'keeps a size in the range, and always one of unknown volume',
    (ml, a, b) => {
      const [min, max] = a <= b ? [a, b] : [b, a];
      expect(volumeInRange(ml, min, max)).toBe(ml === null || (ml >= min && ml <= max));
    },
  );
});
