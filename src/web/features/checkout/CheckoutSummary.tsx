import { useTranslation } from 'react-i18next';
import { productImageUrl } from '../../../domain/images.ts';
import { orderTotals } from '../../../domain/money.ts';
import { Price } from '../../ui/Price.tsx';

export interface SummaryLine {
  key: string;
  name: string;
  image: string | null;
  size: string;
  brand: string;
  properties: string[];
  quantity: number;
  unitPrice: number;
}

/**
 * The checkout sidebar's lines (spec section 2): 'Articles (n)', or 'Achat direct (n)' with a
 * 'Direct' badge; each with picture, name, size, brand, properties and quantity; then the totals,
 * computed by the domain rules (the server prices the order again when it is placed). Shipping is
 * 'À calculer' until a method is chosen (the total then starred, without shipping), 'Gratuit' at 0.
 */
export function CheckoutSummary({ lines, direct, shipping = null }: { lines: SummaryLine[]; direct: boolean; shipping?: number | null }) {
  const { t } = useTranslation();
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const totals = orderTotals(lines, shipping ?? 0);
  return (
    <section aria-labelledby="checkout-summary" className="rounded-3xl border border-olive-100 bg-white p-5">
      <h2 id="checkout-summary" className="mb-3 flex items-center gap-2 font-serif text-xl">
        {direct ? t('checkout.direct', { count }) : t('checkout.items', { count })}
        {direct && <span className="rounded-full bg-gold-300 px-2.5 py-0.5 font-sans text-xs font-semibold text-olive-950">{t('checkout.directBadge')}</span>}
      </h2>
      {lines.length === 0 ? (
        <p>{t('checkout.emptyCart')}</p>
      ) : (
        <ul className="divide-y divide-olive-100">
          {lines.map((line) => (
            <li key={line.key} className="flex gap-3 py-3">
              <div className="size-16 shrink-0 overflow-hidden rounded-xl bg-cream-100">
                {line.image ? (
                  <img src={productImageUrl(line.image, 160, 'webp')} alt="" width={64} height={64} className="size-full object-cover" />
                ) : (
                  <span className="grid size-full place-items-center text-[10px]">{t('product.noImage')}</span>
                )}
              </div>
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-semibold">{line.name}</p>
                <p className="text-olive-800">
                  {t('checkout.size')} : <span dir="ltr">{line.size}</span> · {line.brand}
                </p>
                {line.properties.length > 0 && <p className="text-olive-800">{line.properties.join(' · ')}</p>}
                <p>{t('checkout.quantity', { count: line.quantity })}</p>
              </div>
              <Price centimes={line.unitPrice * line.quantity} className="text-sm font-semibold" />
            </li>
          ))}
        </ul>
      )}
      <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-olive-100 pt-3 text-sm">
        <dt>{t('checkout.subtotal')}</dt>
        <dd className="text-end">
          <Price centimes={totals.subtotal} />
        </dd>
        <dt>{t('checkout.shipping')}</dt>
        <dd className="text-end">{shipping === null ? t('checkout.toCompute') : shipping === 0 ? t('checkout.free') : <Price centimes={shipping} />}</dd>
        <dt>{t('checkout.vat')}</dt>
        <dd className="text-end">
          <Price centimes={totals.vat} />
        </dd>
        <dt className="font-semibold">
          {t('checkout.total')}
          {shipping === null && '*'}
        </dt>
        <dd className="text-end font-bold">
          <Price centimes={totals.total} />
        </dd>
      </dl>
      {shipping === null && (
        <p className="mt-2 text-xs text-olive-800">
          * {t('checkout.excludingShipping')}. {t('checkout.shippingNote')}
        </p>
      )}
    </section>
  );
}
