import { count, desc, eq, sql } from 'drizzle-orm';
import type { components } from '../../../openapi/schema.d.ts';
import type { Handlers } from '../contract/handler-types.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { ApiError, notFound } from '../errors.ts';
import type { Catalogue } from '../products/catalogue.ts';
import { recordAudit } from './audit.ts';
import type { RequireStaff } from './staff-guard.ts';

type AdminReview = components['schemas']['AdminReview'];

const columns = { review: t.reviews, slug: t.products.slug, name: t.products.name };

function toAdminReview({ review, slug, name }: { review: typeof t.reviews.$inferSelect; slug: string; name: { fr: string } }): AdminReview {
  return {
    id: review.id,
    productId: review.productId,
    productSlug: slug,
    productName: name.fr,
    author: review.author,
    rating: review.rating,
    comment: review.comment,
    date: review.date,
    verified: review.verified,
    status: review.status,
    moderationReason: review.moderationReason,
    moderatedAt: review.moderatedAt?.toISOString() ?? null,
    createdAt: review.createdAt.toISOString(),
  };
}

/**
 * Staff moderate reviews (issue 47): a buyer's review waits (pending) until approved, and shows on the
 * product from then on; a hidden one keeps its reason. Each decision is audited in its transaction, and
 * the catalogue is read again before the answer, so the product's pages, rating and JSON-LD follow.
 */
export function reviewModerationHandlers({ db, catalogue, requireStaff }: { db: Db; catalogue: Catalogue; requireStaff: RequireStaff }): Handlers {
  return {
    adminListReviews: async (request) => {
      await requireStaff(request, ['owner', 'staff']);
      const { status, page = 1, pageSize = 20 } = request.query;
      const where = status ? eq(t.reviews.status, status) : undefined;
      const [rows, [{ total } = { total: 0 }]] = await Promise.all([
        db
          .select(columns)
          .from(t.reviews)
          .innerJoin(t.products, eq(t.products.id, t.reviews.productId))
          .where(where)
          .orderBy(desc(sql`${t.reviews.status} = 'pending'`), desc(t.reviews.updatedAt), desc(t.reviews.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ total: count() }).from(t.reviews).where(where),
      ]);
      return { success: true as const, data: { reviews: rows.map(toAdminReview), page, pageSize, total } };
    },

    adminModerateReview: async (request) => {
      const { member } = await requireStaff(request, ['owner', 'staff']);
      const { reviewId } = request.params;
      const { decision } = request.body;
      const reason = request.body.reason?.trim() ?? '';
      if (decision === 'hide' && !reason) {
        const message = 'Say why the review is hidden';
        throw new ApiError(400, 'VALIDATION_ERROR', message, [{ field: 'body.reason', message }]);
      }
      const after = { status: decision === 'approve' ? ('approved' as const) : ('hidden' as const), moderationReason: decision === 'hide' ? reason : null };
      const found = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const [row] = await tx.select(columns).from(t.reviews).innerJoin(t.products, eq(t.products.id, t.reviews.productId)).where(eq(t.reviews.id, reviewId)).for('update', { of: t.reviews });
        if (!row) return false;
        await tx
          .update(t.reviews)
          .set({ ...after, moderatedBy: member.id, moderatedAt: new Date() })
          .where(eq(t.reviews.id, reviewId));
        const before = { status: row.review.status, moderationReason: row.review.moderationReason };
        await recordAudit(tx, { by: member, action: `review.${decision}`, subject: `${row.slug} ${row.review.author}`, before, after });
        return true;
      });
      if (!found) throw notFound('Review not found');
      await catalogue.refresh();
      const [row] = await db.select(columns).from(t.reviews).innerJoin(t.products, eq(t.products.id, t.reviews.productId)).where(eq(t.reviews.id, reviewId));
      return { success: true as const, data: { review: toAdminReview(row!) } };
    },
  };
}
