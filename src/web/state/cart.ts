import i18next from 'i18next';
import { type Actor, createActor, fromPromise } from 'xstate';
import type { components } from '../../../openapi/schema.d.ts';
import { cartMachineFor } from '../../../machines/cart.ts';
import type { NotificationInput } from '../../../machines/notifications.ts';
import { type Api, unwrap } from '../api/client.ts';
import { currentLanguage } from '../i18n/index.ts';
import type { SessionActor } from './session.ts';
import { devInspect } from '../../dev/inspector.ts';

export type Cart = components['schemas']['Cart'];
export type CartItem = components['schemas']['CartItem'];

export const webCartMachine = cartMachineFor<Cart>();
export type CartActor = Actor<typeof webCartMachine>;

/** Refusals the shopper can act on, said in their language; anything else by what failed. */
const EXPLAINED = ['OUT_OF_STOCK', 'QUANTITY_OUT_OF_RANGE', 'NOT_FOUND', 'MISSING_PRODUCT_INFO'] as const;

/** The session's cart with the browser's effects: the cart calls and the failure toast. */
export function startCart(api: Api, session: SessionActor, notify: (notification: NotificationInput) => void): CartActor {
  const lang = () => ({ query: { lang: currentLanguage() } });
  const cart = createActor(
    webCartMachine.provide({
      actors: {
        fetchCart: fromPromise(async () => unwrap(await api.GET('/cart', { params: lang() })).data.cart),
        runOperation: fromPromise(async ({ input }) => {
          switch (input.kind) {
            case 'add': {
              const body = { productId: input.productId, variantId: input.variantId, quantity: input.quantity };
              return unwrap(await api.POST('/cart/items', { params: lang(), body })).data.cart;
            }
            case 'update':
              return unwrap(await api.PUT('/cart/items/{itemId}', { params: { path: { itemId: input.itemId }, ...lang() }, body: { quantity: input.quantity } })).data.cart;
            case 'remove':
              return unwrap(await api.DELETE('/cart/items/{itemId}', { params: { path: { itemId: input.itemId }, ...lang() } })).data.cart;
            case 'clear':
              return unwrap(await api.DELETE('/cart', { params: lang() })).data.cart;
          }
        }),
        mergeCart: fromPromise(async ({ input }) => {
          const headers = input.guestId ? { 'x-guest-session-id': input.guestId } : {};
          return unwrap(await api.POST('/cart/merge', { params: { ...lang(), header: headers } })).data.cart;
        }),
      },
      actions: {
        notifyFailure: (_, { kind, code }) => {
          const explained = EXPLAINED.find((known) => known === code);
          const message = explained ? i18next.t(`cart.errors.${explained}`) : i18next.t(`cart.failed.${kind}`);
          notify({ type: 'error', message, title: i18next.t('notifications.titles.error') });
        },
      },
    }),
    { inspect: devInspect },
  ).start();

  // Session transitions (spec section 4): a sign-in merges the guest cart; signing out empties it.
  let signedIn: boolean | undefined;
  session.subscribe((state) => {
    if (state.matches('loading')) return;
    const now = state.matches('authenticated');
    if (signedIn === false && now) cart.send({ type: 'SIGNED_IN', guestId: state.context.previousGuestId });
    if (signedIn === true && !now) cart.send({ type: 'SESSION_CLEARED' });
    signedIn = now;
  });
  // Names come in the page's language.
  i18next.on('languageChanged', () => cart.send({ type: 'LOAD' }));
  return cart;
}

let requests = 0;

/** Adds through the cart machine and waits for its answer (the add-to-cart control needs it). */
export async function addThroughCart(cart: CartActor, line: { productId: string; variantId: string; quantity: number }): Promise<void> {
  const requestId = `add-${++requests}`;
  const answer = new Promise<void>((resolve, reject) => {
    const subscription = cart.on('settled', (event) => {
      if (event.requestId !== requestId) return;
      subscription.unsubscribe();
      if (event.ok) resolve();
      else reject(new Error(event.message));
    });
  });
  cart.send({ type: 'ADD', requestId, ...line });
  return answer;
}

export function cartRequestId(kind: string): string {
  return `${kind}-${++requests}`;
}
