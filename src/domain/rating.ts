// The product rating card (spec sections 2 and 9).

export interface RatedReview {
  id?: string;
  author?: string;
  rating: number;
  comment?: string;
}

export const MAX_REVIEWS_AVERAGED = 10;
export const DEFAULT_REVIEW_COUNT = 69;

/**
 * Average of at most ten distinct reviews (the same id, or the same author and comment, counts once),
 * with one decimal; the samples stand in when a product has no review of its own.
 */
export function averageRating(reviews: RatedReview[], samples: RatedReview[] = []): number | null {
  const source = reviews.length ? reviews : samples;
  const seen = new Set<string>();
  const distinct: RatedReview[] = [];
  for (const review of source) {
    const key = review.id ?? `${review.author ?? ''}\u0000${review.comment ?? ''}\u0000${review.rating}`;
    if (seen.has(key) || !Number.isFinite(review.rating)) continue;
    seen.add(key);
    distinct.push(review);
    if (distinct.length === MAX_REVIEWS_AVERAGED) break;
  }
  if (!distinct.length) return null;
  const mean = distinct.reduce((sum, r) => sum + Math.min(5, Math.max(1, r.rating)), 0) / distinct.length;
  return Math.round(mean * 10) / 10;
}

/** Full, half and empty stars of a rating out of five (a half from .25 up to .75). */
export function stars(rating: number): { full: number; half: number; empty: number } {
  const clamped = Math.min(5, Math.max(0, rating));
  const rounded = Math.round(clamped * 2) / 2;
  const full = Math.floor(rounded);
  const half = rounded - full === 0.5 ? 1 : 0;
  return { full, half, empty: 5 - full - half };
}

/** Spec section 9's split of 5 down to 1 stars, in percent, when only a rating and a count are known. */
export function splitFor(rating: number): [number, number, number, number, number] {
  if (rating >= 4.5) return [70, 20, 5, 3, 2];
  if (rating >= 4) return [50, 30, 10, 5, 5];
  if (rating >= 3) return [25, 30, 25, 10, 10];
  if (rating >= 2) return [10, 20, 30, 25, 15];
  return [5, 10, 15, 30, 40];
}

/**
 * How many reviews gave 5, 4, 3, 2 and 1 stars: counted from the reviews when there are some, else
 * split from the rating and count, with the rounding leftovers going to the biggest bucket.
 */
export function ratingBars(rating: number, count: number, reviews: RatedReview[] = []): [number, number, number, number, number] {
  if (reviews.length) {
    const bars: [number, number, number, number, number] = [0, 0, 0, 0, 0];
    for (const review of reviews) bars[5 - Math.min(5, Math.max(1, Math.round(review.rating)))]! += 1;
    return bars;
  }
  const total = Math.max(0, Math.floor(count));
  const split = splitFor(rating);
  const bars = split.map((percent) => Math.floor((total * percent) / 100)) as [number, number, number, number, number];
  const biggest = split.indexOf(Math.max(...split));
  bars[biggest]! += total - bars.reduce((sum, n) => sum + n, 0);
  return bars;
}

/**
 * The rating a product page shows, and states in its JSON-LD: the average of its own reviews when it
 * has some, else the catalogue's figure; with the count beside it.
 */
export function shownRating(product: { rating: number | null; reviewCount: number; reviews: RatedReview[] }): { rating: number; count: number } | null {
  const rating = product.reviews.length ? averageRating(product.reviews) : product.rating;
  const count = product.reviewCount || product.reviews.length;
  return rating === null || count === 0 ? null : { rating, count };
}
