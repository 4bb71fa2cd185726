import { useActorRef, useSelector } from '@xstate/react';
import { useAppSelector } from '../../state/use-app-selector.ts';
import { useAppActors } from '../../state/app-actors.tsx';
import { devInspect } from '../../../dev/inspector.ts';

export interface PurchaseLine {
  productId: string | undefined;
  variantId: string | undefined;
  size: string | undefined;
  quantity: number;
}

/**
 * 'Ajouter' and 'Acheter' of the product page (spec sections 4 and 5): both need a loaded product
 * and a chosen variant, else 'Missing required product information'. Adding is open to everyone;
 * buying as a guest waits for the sign-in.
 */
export function usePurchase(line: PurchaseLine) {
  const { addToCart, session, directPurchase, notifications, i18n } = useAppActors();
  // A ref, not useMachine: the add's progress is selected by the buttons that show it
  // (`usePurchaseProgress`), so a tap on 'Ajouter' renders them and not the whole product page.
  const adder = useActorRef(addToCart, { inspect: devInspect });
  const signedIn = useAppSelector(session, (s) => s.matches('authenticated'));
  const complete = (l: PurchaseLine): l is Required<{ [K in keyof PurchaseLine]: NonNullable<PurchaseLine[K]> }> =>
    Boolean(l.productId && l.variantId && l.size && l.quantity);
  const missing = () =>
    notifications.send({ type: 'NOTIFY', notification: { type: 'error', message: i18n.t('cart.errors.MISSING_PRODUCT_INFO'), title: i18n.t('notifications.titles.error') } });
  return {
    adder,
    add() {
      if (!complete(line)) return missing();
      adder.send({ type: 'ADD', productId: line.productId, variantId: line.variantId, quantity: line.quantity });
    },
    buy() {
      if (!complete(line)) return missing();
      directPurchase.send({ type: 'BUY_NOW', line, signedIn });
    },
  };
}

/** Where the add of `usePurchase` is: under way, just done, or neither. */
export function usePurchaseProgress(purchase: ReturnType<typeof usePurchase>): 'adding' | 'added' | 'idle' {
  return useSelector(purchase.adder, (state) => (state.matches('loading') ? 'adding' : state.matches('added') ? 'added' : 'idle'));
}
