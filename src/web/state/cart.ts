import { type Actor, createActor, fromPromise } from 'xstate';
import type { components } from '../../../openapi/schema.d.ts';
import { cartMachineFor } from '../../../machines/cart.ts';
import type { NotificationInput } from '../../../machines/notifications.ts';
import type { Api } from '../api/client.ts';
import { storedSessionId } from '../api/session-id.ts';
import { storage, STORAGE_KEYS } from '../api/storage.ts';
import { addToCart, clearCart, fetchCart, mergeGuestCart, removeFromCart, setCartQuantity } from '../features/cart/api.ts';
import { type I18n, languageOf } from '../i18n/index.ts';
import type { SessionActor } from './session.ts';
import { devInspect } from '../../dev/inspector.ts';
import { afterNextPaint } from '../after-next-paint.ts';

export type Cart = components['schemas']['Cart'];
export type CartItem = components['schemas']['CartItem'];

export const webCartMachine = cartMachineFor<Cart>();
export type CartActor = Actor<typeof webCartMachine>;

/**
 * A browser that never spoke to the API (no session id kept) and was never signed in has no cart on
 * the server: it is not asked for, so a guest's repeat visit requests nothing but its pages.
 */
const mayHaveCart = () => storedSessionId() !== undefined || storage.get(STORAGE_KEYS.refreshToken) !== null;
const EMPTY_CART: Cart = { items: [], itemCount: 0, subtotal: 0, vat: 0, totalAmount: 0, currency: 'MAD' };

/** Refusals the shopper can act on, said in their language; anything else by what failed. */
const EXPLAINED = ['OUT_OF_STOCK', 'QUANTITY_OUT_OF_RANGE', 'NOT_FOUND', 'MISSING_PRODUCT_INFO'] as const;

/**
 * The session's cart with the browser's effects: the cart calls and the failure toast. Not started
 * here (see startCartFollowingSession).
 */
export function createCart(api: Api, i18n: I18n, notify: (notification: NotificationInput) => void): CartActor {
  const lang = () => languageOf(i18n);
  return createActor(
    webCartMachine.provide({
      actors: {
        fetchCart: fromPromise(async () => (mayHaveCart() ? fetchCart(api, lang()) : EMPTY_CART)),
        runOperation: fromPromise(async ({ input }) => {
          switch (input.kind) {
            case 'add':
              return addToCart(api, lang(), { productId: input.productId, variantId: input.variantId, quantity: input.quantity });
            case 'update':
              return setCartQuantity(api, lang(), input.itemId, input.quantity);
            case 'remove':
              return removeFromCart(api, lang(), input.itemId);
            case 'clear':
              return clearCart(api, lang());
          }
        }),
        mergeCart: fromPromise(async ({ input }) => mergeGuestCart(api, lang(), input.guestId)),
      },
      actions: {
        notifyFailure: (_, { kind, code }) => {
          const explained = EXPLAINED.find((known) => known === code);
          const message = explained ? i18n.t(`cart.errors.${explained}`) : i18n.t(`cart.failed.${kind}`);
          notify({ type: 'error', message, title: i18n.t('notifications.titles.error') });
        },
      },
    }),
    { inspect: devInspect },
  );
}

/**
 * Starts the cart, following the session's transitions (spec section 4): a sign-in merges the guest
 * cart; signing out empties it. Gives what stops it following.
 */
export function startCartFollowingSession(cart: CartActor, session: SessionActor): () => void {
  let signedIn: boolean | undefined;
  const subscription = session.subscribe((state) => {
    if (state.matches('loading')) return;
    const now = state.matches('authenticated');
    if (signedIn === false && now) cart.send({ type: 'SIGNED_IN', guestId: state.context.previousGuestId });
    if (signedIn === true && !now) cart.send({ type: 'SESSION_CLEARED' });
    signedIn = now;
  });
  cart.start();
  return () => subscription.unsubscribe();
}

/** Adds through the cart machine and waits for its answer (the add-to-cart control needs it). */
export async function addThroughCart(cart: CartActor, line: { productId: string; variantId: string; quantity: number }): Promise<void> {
  const requestId = cartRequestId('add');
  const answer = new Promise<void>((resolve, reject) => {
    const subscription = cart.on('settled', (event) => {
      if (event.requestId !== requestId) return;
      subscription.unsubscribe();
      if (event.ok) resolve();
      else reject(new Error(event.message));
    });
  });
  // After the press's frame is painted: the cart's queue, its request and every view of the cart
  // render then, not in the tap's frame (INP).
  await afterNextPaint();
  cart.send({ type: 'ADD', requestId, ...line });
  return answer;
}

/** A request id no other request of this tab has. */
export function cartRequestId(kind: string): string {
  return `${kind}-${crypto.randomUUID()}`;
}
