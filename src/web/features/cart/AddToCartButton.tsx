import { useMachine } from '@xstate/react';
import { useAppSelector } from '../../state/use-app-selector.ts';
import { useTranslation } from 'react-i18next';
import { useAppActors } from '../../state/app-actors.tsx';
import { Button } from '../../ui/Button.tsx';
import { CartIcon, CheckIcon } from '../../ui/icons.tsx';

interface Props {
  productId: string;
  variantId: string;
  name: string;
  size: string;
  inStock: boolean;
}

/**
 * The card's add-to-cart control (spec section 2): idle, loading, then a green check for 2 s;
 * back at once on failure. A variant already in the cart shows the check too.
 */
export function AddToCartButton({ productId, variantId, name, size, inStock }: Props) {
  const { t } = useTranslation();
  const { cart, addToCart } = useAppActors();
  const [state, send] = useMachine(addToCart);
  const inCart = useAppSelector(cart, (s) => s.context.cart?.items.some((item) => item.variantId === variantId) ?? false);
  const loading = state.matches('loading');
  const added = state.matches('added') || (inCart && !loading);
  const label = loading ? t('cart.adding') : added ? t('cart.addedNamed', { name, size }) : t('cart.addNamed', { name, size });
  return (
    <Button
      variant="icon"
      aria-label={label}
      isDisabled={!inStock}
      isPending={loading}
      onPress={() => send({ type: 'ADD', productId, variantId, quantity: 1 })}
      className={`relative z-10 shrink-0 border transition-colors ${
        added ? 'border-emerald-600 bg-emerald-600 text-white hover:bg-emerald-700' : 'border-olive-200 bg-white hover:bg-olive-100'
      }`}
    >
      {loading ? (
        <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-olive-800 border-t-transparent" />
      ) : added ? (
        <CheckIcon className="size-5" />
      ) : (
        <CartIcon className="size-5" />
      )}
    </Button>
  );
}
