import { intlLocaleOf } from '../../../../domain/locale.ts';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../ui/Button.tsx';
import { CheckIcon } from '../../../ui/icons.tsx';
import { Price } from '../../../ui/Price.tsx';
import type { Order, Seller } from '../checkout-options.ts';
import { DeliveryDetails } from './DeliveryDetails.tsx';
import { InvoiceParties } from './InvoiceParties.tsx';
import { PaymentDetails } from './PaymentDetails.tsx';


/**
 * Step 4, 'Commande Confirmée': number, long date, the invoice's seller and customer (not for a
 * cancelled order), lines (quantity × unit price), totals, how to pay, print and continue.
 */
export function ConfirmationStep({ order, seller }: { order: Order; seller: Seller | null }) {
  const { t, i18n } = useTranslation();
  const placed = new Date(order.createdAt);
  const date = new Intl.DateTimeFormat(intlLocaleOf(i18n.language), { dateStyle: 'full', timeStyle: 'short' }).format(placed);
  const invoiceDate = new Intl.DateTimeFormat(intlLocaleOf(i18n.language), { dateStyle: 'long' }).format(placed);
  return (
    <div className="receipt flex flex-col gap-5">
      <h2 className="flex items-center gap-3 font-serif text-3xl">
        {order.status !== 'cancelled' && (
          <span aria-hidden="true" className="grid size-10 place-items-center rounded-full bg-emerald-700 text-white print:hidden">
            <CheckIcon className="size-6" />
          </span>
        )}
        {order.status === 'cancelled' ? t('checkout.cancelledTitle') : t('checkout.confirmedTitle')}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
        <dt className="font-semibold">{t('checkout.orderNumber')}</dt>
        <dd dir="ltr" className="text-start">
          {order.orderNumber}
        </dd>
        <dt className="font-semibold">{t('checkout.orderDate')}</dt>
        <dd>{date}</dd>
        {order.shipment && (
          <>
            <dt className="font-semibold">{t('checkout.courier')}</dt>
            <dd>
              <bdi>{order.shipment.courier}</bdi>
            </dd>
            {order.shipment.trackingNumber && (
              <>
                <dt className="font-semibold">{t('checkout.trackingNumber')}</dt>
                <dd dir="ltr" className="text-start">
                  {order.shipment.trackingNumber}
                </dd>
              </>
            )}
          </>
        )}
      </dl>
      {order.status !== 'cancelled' && <p role="status">{t('checkout.emailSent')}</p>}
      {order.status !== 'cancelled' && seller && <InvoiceParties order={order} seller={seller} date={invoiceDate} />}
      <DeliveryDetails method={order.deliveryMethod} shop={order.pickupShop} address={order.deliveryAddress} />
      <ul className="divide-y divide-olive-100 rounded-2xl border border-olive-100 bg-white px-4">
        {order.items.map((item) => (
          <li key={item.variantId} className="flex justify-between gap-3 py-3 text-sm">
            <span>
              {item.productTitle} (<span dir="ltr">{item.size}</span>) — {item.quantity} × <Price centimes={item.price} /> {t('product.exclVat')}
            </span>
            <span className="whitespace-nowrap">
              <Price centimes={item.totalPrice} className="font-semibold" /> {t('product.exclVat')}
            </span>
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-sm">
        <dt>{t('checkout.subtotalExclVat')}</dt>
        <dd className="text-end">
          <Price centimes={order.subtotal} />
        </dd>
        <dt>{t('checkout.shipping')}</dt>
        <dd className="text-end">{order.shipping === 0 ? t('checkout.free') : <Price centimes={order.shipping} />}</dd>
        <dt>{t('checkout.vat')}</dt>
        <dd className="text-end">
          <Price centimes={order.vat} />
        </dd>
        <dt className="font-semibold">{t('checkout.total')}</dt>
        <dd className="text-end font-bold" data-testid="order-total">
          <Price centimes={order.total} />
        </dd>
      </dl>
      <PaymentDetails order={order} />
      <div className="flex flex-wrap gap-3 print:hidden">
        <Button variant="secondary" onPress={() => window.print()}>
          {t(order.status !== 'cancelled' && seller ? 'checkout.printInvoice' : 'checkout.print')}
        </Button>
        <ButtonLink to="/shop">{t('checkout.continueShopping')}</ButtonLink>
      </div>
    </div>
  );
}
