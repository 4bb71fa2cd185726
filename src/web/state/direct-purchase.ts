import { type Actor, createActor, fromPromise } from 'xstate';
import { type DirectPurchaseLine, directPurchaseMachine } from '../../../machines/direct-purchase.ts';
import type { NotificationInput } from '../../../machines/notifications.ts';
import type { Api } from '../api/client.ts';
import { getProduct } from '../features/catalogue/api.ts';
import type { I18n } from '../i18n/index.ts';
import { devInspect } from '../../dev/inspector.ts';

export type DirectPurchaseActor = Actor<typeof directPurchaseMachine>;

/** What the purchase asks of the rest of the app (the router, the header menus). */
export interface PurchaseEffects {
  goToCheckout(line: DirectPurchaseLine): void;
  openAuthentication(): void;
}

/**
 * Buy now with the browser's effects: the variant is checked in stock, then checkout opens with that
 * one line; a guest gets the account menu first.
 */
export function createDirectPurchase(api: Api, i18n: I18n, effects: PurchaseEffects, notify: (notification: NotificationInput) => void): DirectPurchaseActor {
  return createActor(
    directPurchaseMachine.provide({
      actors: {
        execute: fromPromise(async ({ input }) => {
          const product = await getProduct(api, input.productId);
          const variant = product?.variants.find((v) => v.id === input.variantId);
          if (!variant || variant.stock < input.quantity) throw new Error('unavailable');
          effects.goToCheckout(input);
        }),
      },
      actions: {
        openAuthentication: () => effects.openAuthentication(),
        notifyFailure: () => notify({ type: 'error', message: i18n.t('cart.directUnavailable'), title: i18n.t('notifications.titles.error') }),
      },
    }),
    { inspect: devInspect },
  );
}
