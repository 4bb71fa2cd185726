// Issue 47, part 4: a buyer rates what they received; staff approve or hide it; the product (its API,
// its page's rating and JSON-LD) shows the approved reviews only: the average of the ten newest to one
// decimal (spec sections 2 and 9), counted over all of them.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema.d.ts';
import * as t from '../../src/server/db/schema.ts';
import { signedUpCustomer } from '../support/customer.ts';
import { actionBody, courierNamed, staffByCommand, type Who } from '../support/staff-session.ts';
import { json } from '../support/test-app.ts';
import { startTestShop, stopTestShop } from '../support/test-pages.ts';

type S = components['schemas'];

let app: FastifyInstance;
let staff: Who;
let amana: string;
let product: S['ProductSummary'];

beforeAll(async () => {
  app = await startTestShop({ publicUrl: 'https://shop.example.ma' });
  staff = await staffByCommand(app, 'moderation@huileries.ma', 'staff');
  amana = await courierNamed(app, staff);
  const products = json<S['ProductPageResponse']>(await app.inject('/api/products?pageSize=48')).data.products;
  product = products.find((p) => p.variants.some((v) => v.stock >= 20))!;
  // Ten more of the catalogue's own (approved, older than any buyer's), so a new one pushes the oldest out of the average.
  const ratings = [5, 5, 4, 5, 5, 4, 5, 5, 5, 4];
  await app.database.db.insert(t.reviews).values(ratings.map((rating, i) => ({ productId: product.id, author: `Client ${i}.`, rating, comment: `Avis du catalogue ${i}`, date: `2024-01-${String(10 + i)}`, verified: true })));
  await app.catalogue.refresh();
  expect(product).toBeDefined();
}, 120_000);
afterAll(() => stopTestShop(app));

async function productOf(slug: string): Promise<S['Product']> {
  return json<{ data: { product: S['Product'] } }>(await app.inject(`/api/products/${slug}`)).data.product;
}
const mean = (ratings: number[]) => Math.round((ratings.reduce((sum, r) => sum + r, 0) / ratings.length) * 10) / 10;
const act = (orderId: string, action: string) => app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/actions`, headers: staff, payload: actionBody(action, amana) });
const review = (who: Who, payload: object, lang = 'fr') => app.inject({ method: 'POST', url: `/api/account/reviews?lang=${lang}`, headers: who, payload });
const mine = async (who: Who) => json<S['MyReviewsResponse']>(await app.inject({ url: '/api/account/reviews', headers: who })).data;
const moderate = (reviewId: string, body: object, who: Who = staff) => app.inject({ method: 'POST', url: `/api/admin/reviews/${reviewId}/moderation`, headers: who, payload: body });

/** An order of the product, picked up at the shop (collected) or delivered home, or left where it is. */
async function order(who: Who, until: 'collected' | 'delivered' | 'confirmed'): Promise<string> {
  const pickup = until !== 'delivered';
  const placed = await app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: who,
    payload: {
      source: 'direct',
      items: [{ product: product.id, variant: product.variants.find((v) => v.stock >= 20)!.id, quantity: 1 }],
      customerInfo: { firstName: 'Amina', lastName: 'Bennani', email: 'contact@example.ma', phone: '+212661234567' },
      deliveryAddress: { street: '12 rue Allal Ben Abdellah', city: 'Casablanca', country: 'MA' },
      paymentMethod: pickup ? 'cash-on-delivery' : 'bank-transfer',
      ...(pickup ? { deliveryMethod: { id: 'pickup' }, selectedShopId: 'meknes-factory' } : { deliveryMethod: { id: 'home-casablanca-rabat' }, selectedBankId: 'attijariwafa-bank' }),
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const id = json<S['OrderResponse']>(placed).data.order._id;
  const steps = { confirmed: ['confirm'], collected: ['confirm', 'ready-for-pickup', 'collect'], delivered: ['mark-paid', 'ship', 'deliver'] }[until];
  for (const step of steps) expect((await act(id, step)).statusCode).toBe(200);
  return id;
}

/** The rating and count in the JSON-LD of the product's page, as the server renders it. */
async function pageRating(slug: string) {
  const html = (await app.inject(`/produits/${slug}`)).body;
  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)![1]!) as { aggregateRating?: { ratingValue: number; reviewCount: number } };
  return ld.aggregateRating;
}

describe('writing a review', () => {
  it('is refused (403, in the shopper’s language) until an order holding the product is delivered or collected', async () => {
    const { headers } = await signedUpCustomer(app);
    const body = { productId: product.id, rating: 4, comment: 'Très bonne huile, goût fruité.' };
    const before = await review(headers, body);
    expect(before.statusCode).toBe(403);
    expect(json<S['ErrorResponse']>(before)).toMatchObject({ code: 'REVIEW_NOT_ALLOWED' });
    expect(json<S['ErrorResponse']>(before).message).toMatch(/livrée ou retirée/);
    await order(headers, 'confirmed');
    const confirmed = await review(headers, body, 'ar');
    expect(confirmed.statusCode).toBe(403);
    expect(json<S['ErrorResponse']>(confirmed).message).toMatch(/[\u0600-\u06FF]/);
    expect(json<S['ErrorResponse']>(await review(headers, body, 'en')).message).toMatch(/delivered or collected/);
    expect((await mine(headers)).products).toEqual([]);
  });

  it('is taken once the order is collected, or delivered: pending, verified, signed with a first name and initial', async () => {
    for (const until of ['collected', 'delivered'] as const) {
      const { headers } = await signedUpCustomer(app);
      await order(headers, until);
      expect((await mine(headers)).products.map((p) => p.productId)).toEqual([product.id]);
      const created = await review(headers, { productId: product.id, rating: 5, comment: '  Excellente huile, livrée à temps.  ' });
      expect(created.statusCode, created.body).toBe(201);
      expect(json<S['MyReviewResponse']>(created).data.review).toMatchObject({ productId: product.id, rating: 5, comment: 'Excellente huile, livrée à temps.', status: 'pending', verified: true, author: 'Amina B.' });
      expect(json<S['MyReviewResponse']>(created).data.review.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('checks the stars and the comment, with field errors in the shopper’s language', async () => {
    const { headers } = await signedUpCustomer(app);
    await order(headers, 'collected');
    for (const rating of [0, 6, 3.5]) {
      const response = await review(headers, { productId: product.id, rating, comment: 'Une huile comme je les aime.' });
      expect(response.statusCode).toBe(400);
      expect(json<S['ErrorResponse']>(response).details?.[0]?.field).toBe('body.rating');
    }
    const short = await review(headers, { productId: product.id, rating: 3, comment: '   Bonne.            ' }, 'en');
    expect(short.statusCode).toBe(400);
    expect(json<S['ErrorResponse']>(short).details).toEqual([{ field: 'body.comment', message: 'Your comment must be at least 10 characters long.' }]);
    const long = await review(headers, { productId: product.id, rating: 3, comment: 'x'.repeat(1001) });
    expect(json<S['ErrorResponse']>(long).details?.[0]?.field).toBe('body.comment');
    expect((await mine(headers)).reviews).toEqual([]);
  });
});

describe('moderation and the product', () => {
  it('shows a review once approved, in the rating and the JSON-LD; an edit or a hide takes it off again', async () => {
    const approvedBefore = await productOf(product.slug);
    const ratingsBefore = approvedBefore.reviews.map((r) => r.rating);
    expect(await pageRating(product.slug)).toEqual({ ratingValue: approvedBefore.rating, reviewCount: approvedBefore.reviewCount, '@type': 'AggregateRating' });

    const { headers } = await signedUpCustomer(app);
    await order(headers, 'collected');
    const first = json<S['MyReviewResponse']>(await review(headers, { productId: product.id, rating: 2, comment: 'Correcte, sans plus, un peu chère.' })).data.review;
    // One review per product and customer: a second call edits it, and it waits for staff again.
    const second = await review(headers, { productId: product.id, rating: 1, comment: 'Finalement trop amère pour la salade.' });
    expect(second.statusCode).toBe(200);
    expect(json<S['MyReviewResponse']>(second).data.review).toMatchObject({ id: first.id, rating: 1, status: 'pending' });
    expect((await mine(headers)).reviews.map((r) => [r.id, r.rating])).toEqual([[first.id, 1]]);
    expect(await app.database.db.select().from(t.reviews).where(eq(t.reviews.id, first.id))).toHaveLength(1);

    // Pending: not on the product.
    expect((await productOf(product.slug)).reviews.map((r) => r.id)).not.toContain(first.id);
    expect(await pageRating(product.slug)).toMatchObject({ ratingValue: approvedBefore.rating, reviewCount: approvedBefore.reviewCount });

    const approved = await moderate(first.id, { decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(json<S['AdminReviewResponse']>(approved).data.review.status).toBe('approved');
    const after = await productOf(product.slug);
    expect(after.reviews[0]).toMatchObject({ id: first.id, rating: 1, author: 'Amina B.', verified: true });
    // The ten newest approved reviews: this one and the nine newest before it; counted with all the others.
    const expected = { ratingValue: mean([1, ...ratingsBefore].slice(0, 10)), reviewCount: ratingsBefore.length + 1 };
    expect(expected.ratingValue).not.toBe(approvedBefore.rating);
    expect({ ratingValue: after.rating, reviewCount: after.reviewCount }).toEqual(expected);
    expect(await pageRating(product.slug)).toMatchObject(expected);
    const listed = json<S['ProductPageResponse']>(await app.inject('/api/products?pageSize=48')).data.products.find((p) => p.id === product.id)!;
    expect({ ratingValue: listed.rating, reviewCount: listed.reviewCount }).toEqual(expected);
    expect((await mine(headers)).reviews[0]!.status).toBe('approved');

    // Edited after approval: off the product until approved again.
    expect((await review(headers, { productId: product.id, rating: 3, comment: 'Meilleure avec le pain chaud, en fait.' })).statusCode).toBe(200);
    expect((await productOf(product.slug)).reviews.map((r) => r.id)).not.toContain(first.id);
    expect(await pageRating(product.slug)).toMatchObject({ ratingValue: approvedBefore.rating, reviewCount: approvedBefore.reviewCount });

    // Hidden, with its reason: kept, off the product.
    const noReason = await moderate(first.id, { decision: 'hide', reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(json<S['ErrorResponse']>(noReason).details?.[0]?.field).toBe('body.reason');
    expect((await moderate(first.id, { decision: 'approve' })).statusCode).toBe(200);
    const hidden = await moderate(first.id, { decision: 'hide', reason: 'Propos hors sujet' });
    expect(json<S['AdminReviewResponse']>(hidden).data.review).toMatchObject({ status: 'hidden', moderationReason: 'Propos hors sujet' });
    const [row] = await app.database.db.select().from(t.reviews).where(eq(t.reviews.id, first.id));
    expect(row).toMatchObject({ status: 'hidden', moderationReason: 'Propos hors sujet' });
    expect(row!.moderatedBy).not.toBeNull();
    expect(row!.moderatedAt).toBeInstanceOf(Date);
    expect((await productOf(product.slug)).reviews.map((r) => r.id)).not.toContain(first.id);
    expect(await pageRating(product.slug)).toMatchObject({ ratingValue: approvedBefore.rating, reviewCount: approvedBefore.reviewCount });
    expect((await mine(headers)).reviews[0]).toMatchObject({ status: 'hidden', moderationReason: 'Propos hors sujet' });

    // Each decision in the audit log, naming the staff member.
    const entries = await app.database.db.select().from(t.auditLog).where(eq(t.auditLog.staffEmail, 'moderation@huileries.ma'));
    const decisions = entries.filter((e) => e.action.startsWith('review.')).map((e) => [e.action, e.after]);
    expect(decisions).toEqual([
      ['review.approve', { status: 'approved', moderationReason: null }],
      ['review.approve', { status: 'approved', moderationReason: null }],
      ['review.hide', { status: 'hidden', moderationReason: 'Propos hors sujet' }],
    ]);
  });

  it('lists reviews for staff, those waiting first, or of one status, a page at a time', async () => {
    const { headers } = await signedUpCustomer(app);
    await order(headers, 'collected');
    const waiting = json<S['MyReviewResponse']>(await review(headers, { productId: product.id, rating: 4, comment: 'Bonne huile pour la cuisine.' })).data.review;
    const list = json<S['AdminReviewListResponse']>(await app.inject({ url: '/api/admin/reviews?pageSize=5', headers: staff })).data;
    expect(list.reviews).toHaveLength(5);
    expect(list.total).toBeGreaterThan(10);
    expect(list.reviews[0]!.status).toBe('pending');
    const pending = json<S['AdminReviewListResponse']>(await app.inject({ url: '/api/admin/reviews?status=pending&pageSize=100', headers: staff })).data;
    expect(pending.reviews.every((r) => r.status === 'pending')).toBe(true);
    expect(pending.reviews.find((r) => r.id === waiting.id)).toMatchObject({ productName: product.name, author: 'Amina B.', rating: 4, verified: true, productId: product.id });
    const hidden = json<S['AdminReviewListResponse']>(await app.inject({ url: '/api/admin/reviews?status=hidden', headers: staff })).data;
    expect(hidden.reviews.map((r) => r.status)).toEqual(hidden.reviews.map(() => 'hidden'));
  });

  it('is for staff only', async () => {
    const { headers } = await signedUpCustomer(app);
    const [someReview] = (await productOf(product.slug)).reviews;
    for (const [who, status] of [
      [{}, 401],
      [headers, 403],
    ] as const) {
      expect((await app.inject({ url: '/api/admin/reviews', headers: who })).statusCode).toBe(status);
      expect((await moderate(someReview!.id, { decision: 'hide', reason: 'Spam' }, who)).statusCode).toBe(status);
    }
    expect((await moderate('00000000-0000-4000-8000-000000000000', { decision: 'approve' })).statusCode).toBe(404);
    expect((await productOf(product.slug)).reviews.map((r) => r.id)).toContain(someReview!.id);
  });
});
