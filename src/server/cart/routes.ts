import type { components } from '../../../openapi/schema.d.ts';
import { DEFAULT_LOCALE, type Locale } from '../../domain/locale.ts';
import { orderTotals } from '../../domain/money.ts';
import { clientKey, type Limits } from '../plugins/external/rate-limit.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';
import type { Handlers } from '../contract/handler-types.ts';
import { ApiError } from '../errors.ts';
import type { CartLineRow, CartStore } from './cart-store.ts';
import { cartOwner } from './owner.ts';

type Cart = components['schemas']['Cart'];

/** The cart as the contract shows it; every amount computed here from the catalogue's prices. */
export function toCart(lines: CartLineRow[], lang: Locale): Cart {
  const totals = orderTotals(lines.map((line) => ({ unitPrice: line.priceCentimes, quantity: line.quantity })));
  return {
    items: lines.map((line) => ({
      id: line.id,
      productId: line.productId,
      variantId: line.variantId,
      slug: line.slug,
      quantity: line.quantity,
      unitPrice: line.priceCentimes,
      totalPrice: line.priceCentimes * line.quantity,
      currency: 'MAD',
      productName: line.name[lang],
      image: line.imageId,
      size: line.size,
      brand: line.brandId,
      brandDisplayName: line.brandName[lang],
      itemProperties: [line.categoryLabel[lang]],
      stock: line.stock,
    })),
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: totals.subtotal,
    vat: totals.vat,
    totalAmount: totals.total,
    currency: 'MAD',
  };
}

/** `guestCartsPerHour`: new guest carts one client address may open in an hour (a household's, not a script's). */
export function cartHandlers(db: Db, store: CartStore, tokens: TokenService, guestCartsPerHour: number, limits: Limits): Handlers {
  const newGuestCarts = limits('cart.newGuestCarts', guestCartsPerHour, 60 * 60_000);
  const answer = async (owner: Awaited<ReturnType<typeof cartOwner>>, lang: Locale | undefined, message?: string) => ({
    success: true as const,
    ...(message ? { message } : {}),
    data: { cart: toCart(await store.lines(owner), lang ?? DEFAULT_LOCALE) },
  });

  return {
    getCart: async (request) => answer(await cartOwner(request, tokens), request.query.lang),

    addCartItem: async (request) => {
      const owner = await cartOwner(request, tokens);
      // A price or currency sent along is ignored: the line is priced from the catalogue.
      const { productId, variantId, quantity = 1 } = request.body;
      if ('sessionId' in owner && !(await store.exists(owner))) await newGuestCarts.hit(request, clientKey(request));
      await store.add(owner, { productId, variantId, quantity });
      return answer(owner, request.query.lang, 'Item added to cart');
    },

    updateCartItem: async (request) => {
      const owner = await cartOwner(request, tokens);
      await store.setQuantity(owner, request.params.itemId, request.body.quantity);
      return answer(owner, request.query.lang, 'Cart updated');
    },

    removeCartItem: async (request) => {
      const owner = await cartOwner(request, tokens);
      await store.remove(owner, request.params.itemId);
      return answer(owner, request.query.lang, 'Item removed from cart');
    },

    clearCart: async (request) => {
      const owner = await cartOwner(request, tokens);
      await store.clear(owner);
      return answer(owner, request.query.lang, 'Cart cleared');
    },

    getCartSummary: async (request) => {
      const cart = toCart(await store.lines(await cartOwner(request, tokens)), DEFAULT_LOCALE);
      const { itemCount, subtotal, vat, totalAmount, currency } = cart;
      return { success: true as const, data: { summary: { itemCount, lineCount: cart.items.length, subtotal, vat, totalAmount, currency } } };
    },

    mergeCart: async (request) => {
      const owner = await cartOwner(request, tokens);
      if (!('userId' in owner)) throw new ApiError(401, 'UNAUTHORIZED', 'Authentication required');
      // The contract has already refused a malformed guest id.
      const guest = request.headers['x-guest-session-id'];
      if (guest) await store.merge(owner.userId, guest);
      return answer(owner, request.query.lang, 'Cart merged');
    },
  };
}
