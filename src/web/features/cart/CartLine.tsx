import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { productImageUrl } from '../../../domain/images.ts';
import { quantityCap } from '../../../domain/quantity.ts';
import type { CartItem } from '../../state/cart.ts';
import { Button } from '../../ui/Button.tsx';
import { TrashIcon } from '../../ui/icons.tsx';
import { Price } from '../../ui/Price.tsx';
import { QuantityStepper } from '../../ui/QuantityStepper.tsx';

interface Props {
  item: CartItem;
  isDisabled: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  onNavigate: () => void;
}

/** One line of the cart menu: picture, name, size, brand, price, quantity and remove (spec section 2). */
export function CartLine({ item, isDisabled, onQuantity, onRemove, onNavigate }: Props) {
  const { t } = useTranslation();
  const low = item.stock < item.quantity;
  return (
    <li className="flex gap-3 py-3">
      <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-cream-100">
        {item.image ? (
          <img src={productImageUrl(item.image, 160, 'webp')} alt="" width={64} height={64} loading="lazy" className="size-full object-cover" />
        ) : (
          <span className="grid size-full place-items-center text-[10px] text-olive-700">{t('product.noImage')}</span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link to="/produits/$productId" params={{ productId: item.slug }} onClick={onNavigate} className="line-clamp-2 text-sm font-semibold leading-snug hover:underline">
          {item.productName}
        </Link>
        <p className="text-xs text-olive-800">
          {t('cart.size')} : <span dir="ltr">{item.size}</span> · {item.brandDisplayName}
        </p>
        <p className="text-sm font-semibold">
          <Price centimes={item.unitPrice} /> <span className="text-xs text-olive-700">{t('product.exclVat')}</span>
        </p>
        {low && <p className="text-xs font-medium text-terracotta-600">{t('cart.stockLeft', { count: item.stock })}</p>}
        <div className="flex items-center justify-between gap-2">
          <QuantityStepper
            label={t('cart.quantity', { name: item.productName })}
            decreaseLabel={t('cart.decrease', { name: item.productName })}
            increaseLabel={t('cart.increase', { name: item.productName })}
            value={item.quantity}
            max={quantityCap(item.stock)}
            onChange={onQuantity}
            isDisabled={isDisabled}
            hideLabel
            size="sm"
          />
          <Button variant="icon" aria-label={t('cart.remove', { name: item.productName })} isDisabled={isDisabled} onPress={onRemove} className="!size-9 text-terracotta-600">
            <TrashIcon className="size-4" />
          </Button>
        </div>
      </div>
    </li>
  );
}
