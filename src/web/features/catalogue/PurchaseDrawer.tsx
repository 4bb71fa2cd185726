import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button.tsx';
import { ChevronIcon } from '../../ui/icons.tsx';
import { QuantityStepper } from '../../ui/QuantityStepper.tsx';
import { SizePicker } from '../../ui/SizePicker.tsx';
import type { usePurchase } from '../cart/use-purchase.ts';
import { PriceWithVat } from './PriceWithVat.tsx';
import { PurchaseButtons } from './PurchaseButtons.tsx';

interface Props {
  price: number;
  inStock: boolean;
  sizes: { id: string; label: string; unavailable?: boolean }[];
  variantId: string;
  onVariant: (id: string) => void;
  quantity: number;
  onQuantity: (quantity: number) => void;
  /** The stock of the size shown, where the picker stops. */
  maxQuantity: number;
  /** 'Plus que n en stock' when the stock comes before the picker's own limit. */
  stockLeft: string | null;
  purchase: ReturnType<typeof usePurchase>;
}

/**
 * The phone's purchase drawer (spec section 2): price, 'Acheter' and a cart button; 'Voir plus
 * d'options' opens the variant choice and the quantity, 'Réduire' closes them.
 */
export function PurchaseDrawer({ price, inStock, sizes, variantId, onVariant, quantity, onQuantity, maxQuantity, stockLeft, purchase }: Props) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  return (
    <section
      aria-label={t('product.purchaseBar')}
      className="fixed inset-x-0 bottom-0 z-30 rounded-t-3xl md:hidden border-t border-olive-100 bg-white px-4 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-2 shadow-[0_-8px_24px_rgba(47,63,20,0.12)]"
    >
      <Button variant="ghost" aria-expanded={expanded} aria-controls="purchase-drawer-options" onPress={() => setExpanded(!expanded)} className="mx-auto mb-1 flex !py-1 text-sm">
        {expanded ? t('product.fewerOptions') : t('product.moreOptions')}
        <ChevronIcon className={`size-4 transition-transform ${expanded ? 'rotate-90' : '-rotate-90'}`} />
      </Button>
      {expanded && (
        <div id="purchase-drawer-options" className="mb-3 flex flex-col gap-3">
          <SizePicker label={t('product.option')} options={sizes} selected={variantId} onChange={onVariant} />
          <QuantityStepper label={t('product.quantity')} decreaseLabel={t('product.decrease')} increaseLabel={t('product.increase')} value={quantity} onChange={onQuantity} max={maxQuantity} />
          {stockLeft && <p className="text-sm font-medium text-terracotta-600">{stockLeft}</p>}
          {!inStock && <p className="font-semibold text-terracotta-600">{t('product.outOfStock')}</p>}
        </div>
      )}
      <div className="flex items-center gap-3">
        <PriceWithVat centimes={price} priceClassName="text-xl font-bold" stacked className="shrink-0" />
        <div className="flex-1">
          <PurchaseButtons purchase={purchase} inStock={inStock} compactAdd={!expanded} />
        </div>
      </div>
    </section>
  );
}
