import { priceWithVat } from '../../../domain/money.ts';
import { useTranslation } from 'react-i18next';
import { Price } from '../../ui/Price.tsx';

interface Props {
  /** The catalogue's price, excluding VAT (HT). */
  centimes: number;
  /** The look of the HT price itself (size, weight). */
  priceClassName?: string;
  /** The price including VAT under the HT one, without the '·' between them (a card, the phone's drawer). */
  stacked?: boolean;
  className?: string;
}

/**
 * A catalogue price where a shopper compares (card, product page): '69.00 DH HT · 75.90 DH TTC'. The
 * prices are HT and the cart adds 'TVA (10%)'; the TTC beside it comes from the same domain rule.
 */
export function PriceWithVat({ centimes, priceClassName = '', stacked = false, className = '' }: Props) {
  const { t } = useTranslation();
  return (
    <span className={`inline-flex items-baseline gap-x-1.5 ${stacked ? 'flex-col' : 'flex-wrap'} ${className}`}>
      <span className="whitespace-nowrap">
        <Price centimes={centimes} className={priceClassName} /> <span className="text-xs font-semibold text-olive-700">{t('product.exclVat')}</span>
      </span>{' '}
      <span className="whitespace-nowrap text-sm text-olive-800">
        {!stacked && <span aria-hidden="true">· </span>}
        <Price centimes={priceWithVat(centimes)} /> {t('product.inclVat')}
      </span>
    </span>
  );
}
