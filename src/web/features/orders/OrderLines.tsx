import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/schema.d.ts';
import { Price } from '../../ui/Price.tsx';

type Order = components['schemas']['Order'];

/** The order's lines as bought (name, size, quantity, price), then its totals HT, 'TVA (10%)', shipping and TTC; once received, each line may be rated. */
export function OrderLines({ order }: { order: Order }) {
  const { t } = useTranslation();
  const received = order.fulfilment === 'delivered' || order.fulfilment === 'collected';
  return (
    <section aria-labelledby="order-lines" className="flex flex-col gap-3">
      <h2 id="order-lines" className="font-serif text-2xl">
        {t('orderPage.lines')}
      </h2>
      <ul className="divide-y divide-olive-100 rounded-2xl border border-olive-100 bg-white px-4">
        {order.items.map((item) => (
          <li key={item.variantId} className="flex flex-col gap-1 py-3 text-sm sm:flex-row sm:items-start sm:justify-between sm:gap-4">
            <div className="flex min-w-0 flex-col gap-1">
              <span className="font-semibold break-words">{item.productTitle}</span>
              <span>
                {t('orderPage.size')} : <bdi dir="ltr">{item.size}</bdi> · {t('orderPage.quantity')} : {item.quantity} · <Price centimes={item.price} /> {t('product.exclVat')}
              </span>
              {received && (
                <Link to="/account/reviews" search={{ product: item.productId }} className="self-start font-semibold text-olive-900 underline underline-offset-2" aria-label={t('orderPage.rateOf', { product: item.productTitle })}>
                  {t('orderPage.rate')}
                </Link>
              )}
            </div>
            <span className="whitespace-nowrap">
              <Price centimes={item.totalPrice} className="font-semibold" /> {t('product.exclVat')}
            </span>
          </li>
        ))}
      </ul>
      <dl aria-label={t('orderPage.totals')} className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt>{t('checkout.subtotalExclVat')}</dt>
        <dd className="text-end">
          <Price centimes={order.subtotal} />
        </dd>
        <dt>{t('checkout.vat')}</dt>
        <dd className="text-end">
          <Price centimes={order.vat} />
        </dd>
        <dt>{t('checkout.shipping')}</dt>
        <dd className="text-end">{order.shipping === 0 ? t('checkout.free') : <Price centimes={order.shipping} />}</dd>
        <dt className="font-semibold">{t('checkout.total')}</dt>
        <dd className="text-end font-bold">
          <Price centimes={order.total} />
        </dd>
      </dl>
    </section>
  );
}
