import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { CartIcon, CheckIcon } from '../../ui/icons.tsx';
import { type usePurchase, usePurchaseProgress } from '../cart/use-purchase.ts';

interface Props {
  purchase: ReturnType<typeof usePurchase>;
  inStock: boolean;
  /** The drawer's collapsed bar shows the cart button as an icon. */
  compactAdd?: boolean;
}

/** 'Acheter' and 'Ajouter', both disabled when the chosen variant is out of stock. */
export function PurchaseButtons({ purchase, inStock, compactAdd = false }: Props) {
  const { t } = useTranslation();
  const progress = usePurchaseProgress(purchase);
  const adding = progress === 'adding';
  const added = progress === 'added';
  const addLabel = adding ? t('cart.adding') : added ? t('cart.added') : t('product.addToCart');
  return (
    <div className="flex gap-2">
      <Button isDisabled={!inStock} onPress={purchase.buy} className="flex-1">
        {t('product.buy')}
      </Button>
      <Button
        variant="secondary"
        isDisabled={!inStock}
        isPending={adding}
        onPress={purchase.add}
        aria-label={compactAdd ? addLabel : undefined}
        className={`${compactAdd ? '!px-3' : 'flex-1'} ${added ? '!border-emerald-700 !bg-emerald-700 !text-white' : ''}`}
      >
        {/* A spinner at once: the tap's own frame shows it is taken (the add itself comes after that frame). */}
        {adding ? (
          <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-olive-800 border-t-transparent" />
        ) : added ? (
          <CheckIcon className="size-5" />
        ) : (
          <CartIcon className="size-5" />
        )}
        {!compactAdd && addLabel}
      </Button>
    </div>
  );
}
