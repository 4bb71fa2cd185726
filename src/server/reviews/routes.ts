import { and, eq, isNotNull } from 'drizzle-orm';
import { DEFAULT_LOCALE } from '../../domain/locale.ts';
import { commentProblem } from '../../domain/validation/review.ts';
import { SERVER_TEXTS } from '../../i18n/server.ts';
import { shopDay } from '../admin/shop-time-zone.ts';
import { requireUserId } from '../auth/routes.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Handlers } from '../contract/handler-types.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import type { Catalogue } from '../products/catalogue.ts';
import { authorOf, myReviews, toMyReview } from './my-reviews.ts';
import { hasReceived, receivedProductIds } from './received-products.ts';

/**
 * Buyers' reviews (issue 47): a customer rates what their delivered or collected orders held, one
 * review per product, which waits for staff (admin/review-moderation.ts) before it shows on the product.
 */
export function reviewHandlers({ db, tokens, catalogue }: { db: Db; tokens: TokenService; catalogue: Catalogue }): Handlers {
  return {
    createReview: async (request, reply) => {
      const userId = await requireUserId(request, tokens);
      const lang = request.query.lang ?? DEFAULT_LOCALE;
      const texts = SERVER_TEXTS[lang].review;
      const { productId, rating } = request.body;
      const comment = request.body.comment.trim();
      const problem = commentProblem(comment);
      if (problem) {
        const message = problem === 'commentTooShort' ? texts.commentTooShort : texts.commentTooLong;
        throw new ApiError(400, 'VALIDATION_ERROR', message, [{ field: 'body.comment', message }]);
      }
      if (!(await hasReceived(db, userId, productId))) throw new ApiError(403, 'REVIEW_NOT_ALLOWED', texts.notAllowed);
      const [user] = await db.select({ firstName: t.users.firstName, lastName: t.users.lastName }).from(t.users).where(eq(t.users.id, userId));
      if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'Authentication required');
      const [before] = await db.select({ status: t.reviews.status }).from(t.reviews).where(and(eq(t.reviews.productId, productId), eq(t.reviews.userId, userId)));
      // Written or rewritten, it waits for staff again: what they approved is not what it now says.
      const fields = { author: authorOf(user), rating, comment, date: shopDay(new Date()), verified: true, status: 'pending' as const, moderationReason: null, moderatedBy: null, moderatedAt: null, updatedAt: new Date() };
      const [review] = await db
        .insert(t.reviews)
        .values({ productId, userId, ...fields })
        .onConflictDoUpdate({ target: [t.reviews.productId, t.reviews.userId], targetWhere: isNotNull(t.reviews.userId), set: fields })
        .returning();
      // An approved review edited leaves the product until approved again.
      if (before?.status === 'approved') await catalogue.refresh();
      const [product] = await db.select({ slug: t.products.slug, name: t.products.name }).from(t.products).where(eq(t.products.id, productId));
      return reply.code(before ? 200 : 201).send({ success: true, data: { review: toMyReview(review!, product!, lang) } });
    },

    listMyReviews: async (request) => {
      const userId = await requireUserId(request, tokens);
      const lang = request.query.lang ?? DEFAULT_LOCALE;
      const [ids, reviews, snapshot] = await Promise.all([receivedProductIds(db, userId), myReviews(db, userId, lang), catalogue.snapshot()]);
      // Those still in the shop: a product taken off it has no page to review it on.
      const products = ids.flatMap((id) => {
        const product = snapshot.byId.get(id);
        return product ? [{ productId: id, slug: product.row.slug, name: product.row.name[lang], image: product.images[0]?.id ?? null }] : [];
      });
      return { success: true as const, data: { products, reviews } };
    },
  };
}

