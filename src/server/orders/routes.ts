import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { DEFAULT_LOCALE } from '../../domain/locale.ts';
import { requireUserId } from '../auth/routes.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { CartStore } from '../cart/cart-store.ts';
import type { Catalogue } from '../products/catalogue.ts';
import type { Handlers } from '../contract/handler-types.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { ApiError } from '../errors.ts';
import type { MailQueue } from '../mail/mail-queue.ts';
import type { CardPayments } from '../payments/card-payments.ts';
import { settleCardOrder, startCardPayment } from './card-order.ts';
import type { OpenOrderLimits } from './open-orders.ts';
import { listOrders } from './list-orders.ts';
import { placeOrder } from './place-order.ts';
import { earlierOrderFor, requestFingerprint } from './idempotency.ts';
import { orderWithKey, readOrder } from './read-order.ts';
import { cancelMyOrder } from './cancel-my-order.ts';
import { readOrderPage } from './order-page.ts';
import { reorder } from './reorder.ts';

export interface OrderDeps {
  db: Db;
  tokens: TokenService;
  carts: CartStore;
  catalogue: Catalogue;
  mails: MailQueue;
  /** Card payments; undefined when the shop has no card provider (STRIPE_SECRET_KEY unset). */
  payments: CardPayments | undefined;
  checkoutEnabled: boolean;
  openOrderLimits: OpenOrderLimits;
  publicUrl: string;
  /** Told of every new order (SHOP_EMAIL). */
  shopEmail: string;
  log: FastifyBaseLogger;
}

const UNIQUE_VIOLATION = '23505';

/** Orders of signed-in, verified customers; only the owner reads one. */
export function orderHandlers({ db, tokens, carts, catalogue, mails, payments, checkoutEnabled, openOrderLimits, publicUrl, shopEmail, log }: OrderDeps): Handlers {
  return {
    createOrder: async (request, reply) => {
      if (!checkoutEnabled) throw new ApiError(503, 'CHECKOUT_DISABLED', 'Online ordering is not open yet; browse the catalogue, download it, or contact us to order');
      const userId = await requireUserId(request, tokens);
      const [user] = await db.select({ email: t.users.email, isVerified: t.users.isVerified }).from(t.users).where(eq(t.users.id, userId));
      if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'Authentication required');
      if (!user.isVerified) throw new ApiError(403, 'EMAIL_NOT_VERIFIED', 'Please verify your email address before ordering');
      const lang = request.query.lang ?? DEFAULT_LOCALE;
      // To the account's own (verified) address: a typed contact address could be anyone's; in the
      // language the shopper ordered in, whatever the account's.
      const confirmation = { userId, email: user.email, locale: lang, shopEmail, publicUrl };
      const key = request.headers['idempotency-key'];
      const idempotencyKey = typeof key === 'string' ? key : undefined;
      const idempotencyFingerprint = idempotencyKey ? requestFingerprint(request.body) : undefined;
      // The same key again: the first order, not a second one (another body with it: 422).
      let orderId = idempotencyKey ? earlierOrderFor(await orderWithKey(db, userId, idempotencyKey), idempotencyFingerprint!) : undefined;
      // Only the request that placed the order starts its card payment and mails it.
      let placedHere = false;
      if (!orderId) {
        try {
          orderId = await placeOrder(db, carts, { userId, input: request.body, idempotencyKey, idempotencyFingerprint, lang, cardAvailable: Boolean(payments), confirmation, openOrderLimits });
          placedHere = true;
        } catch (error) {
          // Two submits with one key at once: the second meets the first's row (the key's unique
          // index), or finds the cart lines already taken by it. Either way, the first order is the answer.
          const code = (error as { code?: string; cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
          const lostRace = code === UNIQUE_VIOLATION || (error instanceof ApiError && error.status === 409);
          if (lostRace && idempotencyKey) orderId = earlierOrderFor(await orderWithKey(db, userId, idempotencyKey), idempotencyFingerprint!);
          if (!orderId) throw error;
        }
        catalogue.invalidate();
        if (placedHere && payments && request.body.paymentMethod === 'stripe') {
          try {
            await startCardPayment({ db, carts, payments, publicUrl, log }, orderId, confirmation);
          } finally {
            catalogue.invalidate();
          }
        }
      }
      const order = await readOrder(db, userId, orderId, lang);
      // Its confirmation was queued with it: off it goes once the answer is out (the queue's own writes
      // are not this answer's to wait for).
      if (placedHere) reply.raw.once('finish', () => void mails.flush());
      return reply.code(201).send({ success: true, message: 'Order placed', data: { order } });
    },

    listOrders: async (request) => {
      const userId = await requireUserId(request, tokens);
      const { page = 1, pageSize = 10 } = request.query;
      return { success: true as const, data: await listOrders(db, userId, page, pageSize) };
    },

    getOrder: async (request) => {
      const userId = await requireUserId(request, tokens);
      const lang = request.query.lang ?? DEFAULT_LOCALE;
      // Owner first (404 for anyone else), then the card provider's word on a waiting card order.
      let page = await readOrderPage(db, userId, request.params.orderId, lang);
      if (payments && page.order.payment.status === 'awaiting-card' && (await settleCardOrder({ db, payments, publicUrl, log }, page.order._id))) {
        catalogue.invalidate();
        void mails.flush();
        page = await readOrderPage(db, userId, page.order._id, lang);
      }
      return { success: true as const, data: page };
    },

    reorder: async (request) => {
      const userId = await requireUserId(request, tokens);
      const lines = await reorder(db, carts, { userId, orderId: request.params.orderId, lang: request.query.lang ?? DEFAULT_LOCALE });
      return { success: true as const, data: { lines } };
    },

    cancelMyOrder: async (request) => {
      const userId = await requireUserId(request, tokens);
      const lang = request.query.lang ?? DEFAULT_LOCALE;
      const [user] = await db.select({ email: t.users.email }).from(t.users).where(eq(t.users.id, userId));
      if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'Authentication required');
      await cancelMyOrder(db, { userId, email: user.email, orderId: request.params.orderId, lang, publicUrl });
      // Its stock is for sale again on the next page anyone reads; its mail goes once the answer is out.
      await catalogue.refresh();
      void mails.flush();
      return { success: true as const, data: await readOrderPage(db, userId, request.params.orderId, lang) };
    },
  };
}
