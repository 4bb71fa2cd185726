import i18next from 'i18next';
import { type Actor, createActor, fromPromise } from 'xstate';
import { type DirectPurchaseLine, directPurchaseMachine } from '../../../machines/direct-purchase.ts';
import type { NotificationInput } from '../../../machines/notifications.ts';
import { type Api, unwrap } from '../api/client.ts';
import { devInspect } from '../../dev/inspector.ts';

export type DirectPurchaseActor = Actor<typeof directPurchaseMachine>;

/** What the purchase asks of the rest of the app, wired once the router and menus exist. */
export const purchaseEffects = {
  goToCheckout: (_line: DirectPurchaseLine) => {},
  openAuthentication: () => {},
};

/**
 * Buy now with the browser's effects: the variant is checked in stock, then checkout opens with that
 * one line; a guest gets the account menu first.
 */
export function startDirectPurchase(api: Api, notify: (notification: NotificationInput) => void): DirectPurchaseActor {
  return createActor(
    directPurchaseMachine.provide({
      actors: {
        execute: fromPromise(async ({ input }) => {
          const { data } = unwrap(await api.GET('/products/{idOrSlug}', { params: { path: { idOrSlug: input.productId } } }));
          const variant = data.product.variants.find((v) => v.id === input.variantId);
          if (!variant || variant.stock < input.quantity) throw new Error('unavailable');
          purchaseEffects.goToCheckout(input);
        }),
      },
      actions: {
        openAuthentication: () => purchaseEffects.openAuthentication(),
        notifyFailure: () => notify({ type: 'error', message: i18next.t('checkout.directUnavailable'), title: i18next.t('notifications.titles.error') }),
      },
    }),
    { inspect: devInspect },
  ).start();
}
