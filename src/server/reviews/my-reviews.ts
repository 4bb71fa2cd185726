import { desc, eq } from 'drizzle-orm';
import type { components } from '../../../openapi/schema.d.ts';
import type { Locale } from '../../domain/locale.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

type MyReview = components['schemas']['MyReview'];
type ReviewRow = typeof t.reviews.$inferSelect;
type ProductRow = Pick<typeof t.products.$inferSelect, 'slug' | 'name'>;

/** How a buyer signs a review, as the catalogue's own are signed: first name and the last name's initial ("Amina B."). */
export function authorOf(user: { firstName: string; lastName: string }): string {
  const initial = user.lastName.trim().charAt(0).toUpperCase();
  return initial ? `${user.firstName.trim()} ${initial}.` : user.firstName.trim();
}

export function toMyReview(review: ReviewRow, product: ProductRow, lang: Locale): MyReview {
  return {
    id: review.id,
    productId: review.productId,
    productSlug: product.slug,
    productName: product.name[lang],
    author: review.author,
    rating: review.rating,
    comment: review.comment,
    date: review.date,
    verified: review.verified,
    status: review.status,
    moderationReason: review.status === 'hidden' ? review.moderationReason : null,
  };
}

/** The customer's own reviews, the latest written first. */
export async function myReviews(db: Db, userId: string, lang: Locale): Promise<MyReview[]> {
  const rows = await db
    .select({ review: t.reviews, product: { slug: t.products.slug, name: t.products.name } })
    .from(t.reviews)
    .innerJoin(t.products, eq(t.products.id, t.reviews.productId))
    .where(eq(t.reviews.userId, userId))
    .orderBy(desc(t.reviews.updatedAt));
  return rows.map(({ review, product }) => toMyReview(review, product, lang));
}
