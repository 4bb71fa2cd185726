import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import { json, startTestApp, stopTestApp } from '../support/test-app.ts';

type S = components['schemas'];

// Issue 43, item 11: the rating card said "4.5 · 186 avis", the carousel "Avis clients (6)" and the
// listing 4.7 for the same product. A product with written reviews is rated by them, everywhere: the
// average of at most ten of them to one decimal (spec section 9), over as many as there are.
let app: FastifyInstance;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => stopTestApp(app));

const mean = (ratings: number[]) => Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10;

describe('a product rating', () => {
  it('is the same figure and count in the listing and on the product, counted from its reviews', async () => {
    const listing = json<S['ProductPageResponse']>(await app.inject('/api/products?pageSize=48')).data.products;
    let reviewed = 0;
    for (const summary of listing) {
      const { product } = json<{ data: { product: S['Product'] } }>(await app.inject(`/api/products/${summary.slug}`)).data;
      expect({ rating: product.rating, reviewCount: product.reviewCount }).toEqual({ rating: summary.rating, reviewCount: summary.reviewCount });
      if (!product.reviews.length) continue;
      reviewed += 1;
      expect(summary.reviewCount, summary.slug).toBe(product.reviews.length);
      expect(summary.rating, summary.slug).toBe(mean(product.reviews.slice(0, 10).map((review) => review.rating)));
    }
    expect(reviewed).toBeGreaterThan(10);
  });

  it('is the same in every language', async () => {
    const [fr, ar] = await Promise.all(
      ['fr', 'ar'].map(async (lang) => json<S['ProductPageResponse']>(await app.inject(`/api/products?pageSize=48&lang=${lang}`)).data.products),
    );
    expect(ar!.map((p) => [p.id, p.rating, p.reviewCount])).toEqual(fr!.map((p) => [p.id, p.rating, p.reviewCount]));
  });
});
