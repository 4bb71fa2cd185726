import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { averageRating, ratingBars, shownRating, splitFor, stars } from '../../src/domain/rating.ts';
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

describe('rating limits', () => {
  // Spec section 9's split of 5 down to 1 stars, at each threshold and just under it.
  it.each([
    [5, [70, 20, 5, 3, 2]],
    [4.5, [70, 20, 5, 3, 2]],
    [4.49, [50, 30, 10, 5, 5]],
    [4, [50, 30, 10, 5, 5]],
    [3.99, [25, 30, 25, 10, 10]],
    [3, [25, 30, 25, 10, 10]],
    [2.99, [10, 20, 30, 25, 15]],
    [2, [10, 20, 30, 25, 15]],
    [1.99, [5, 10, 15, 30, 40]],
    [1, [5, 10, 15, 30, 40]],
  ])('splits a rating of %d as %j', (rating, split) => {
    expect(splitFor(rating)).toEqual(split);
    expect(ratingBars(rating, 100)).toEqual(split);
  });

  it('gives a half star from .25 to .75', () => {
    expect(stars(2.5)).toEqual({ full: 2, half: 1, empty: 2 });
    expect(stars(2.25)).toEqual({ full: 2, half: 1, empty: 2 });
    expect(stars(2.2)).toEqual({ full: 2, half: 0, empty: 3 });
    expect(stars(2.8)).toEqual({ full: 3, half: 0, empty: 2 });
    expect(stars(4)).toEqual({ full: 4, half: 0, empty: 1 });
    expect(stars(0.5)).toEqual({ full: 0, half: 1, empty: 4 });
  });

  it('counts reviews by different authors or comments apart', () => {
    expect(averageRating([{ author: 'A', comment: 'c', rating: 5 }, { author: 'B', comment: 'c', rating: 1 }])).toBe(3);
    expect(averageRating([{ author: 'A', comment: 'c', rating: 5 }, { author: 'A', comment: 'd', rating: 1 }])).toBe(3);
    expect(averageRating([{ author: 'A', comment: 'c', rating: 5 }, { author: 'A', comment: 'c', rating: 5 }, { author: 'A', comment: 'c', rating: 1 }])).toBe(3);
  });

  // The spec is silent on how a missing author or comment compares; the code takes it as empty.
  it('takes a missing author or comment as empty when telling reviews apart', () => {
    expect(averageRating([{ comment: 'c', rating: 5 }, { author: '', comment: 'c', rating: 5 }, { author: 'B', comment: 'c', rating: 1 }])).toBe(3);
    expect(averageRating([{ author: 'A', rating: 5 }, { author: 'A', comment: '', rating: 5 }, { author: 'A', comment: 'x', rating: 1 }])).toBe(3);
  });
});

describe('shownRating', () => {
  it('averages the product’s own reviews, counted by the review count', () => {
    expect(shownRating({ rating: 2, reviewCount: 7, reviews: [{ id: 'a', rating: 5 }, { id: 'b', rating: 4 }] })).toEqual({ rating: 4.5, count: 7 });
  });
  it('counts the reviews when there is no review count', () => {
    expect(shownRating({ rating: 2, reviewCount: 0, reviews: [{ id: 'a', rating: 5 }, { id: 'b', rating: 4 }] })).toEqual({ rating: 4.5, count: 2 });
  });
  it('falls back on the catalogue figure', () => {
    expect(shownRating({ rating: 4.2, reviewCount: 12, reviews: [] })).toEqual({ rating: 4.2, count: 12 });
  });
  it('shows nothing without a rating or a count', () => {
    expect(shownRating({ rating: null, reviewCount: 12, reviews: [] })).toBeNull();
    expect(shownRating({ rating: 4.2, reviewCount: 0, reviews: [] })).toBeNull();
  });
});
