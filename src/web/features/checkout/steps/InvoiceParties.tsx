import { useTranslation } from 'react-i18next';
import type { Order, Seller } from '../checkout-options.ts';

/** A number or code inside a sentence of either direction, kept left to right (LRI … PDI). */
const ltr = (text: string) => `\u2066${text}\u2069`;

/**
 * What makes the receipt an invoice under Moroccan rules: its number and date, the seller (name,
 * address, phone, ICE, RC, IF, from the server's settings) and the customer. Its lines and its HT,
 * TVA and TTC totals follow in the confirmation.
 */
export function InvoiceParties({ order, seller, date }: { order: Order; seller: Seller; date: string }) {
  const { t } = useTranslation();
  const customer = order.customerInfo;
  const address = order.deliveryAddress;
  return (
    <section aria-labelledby="invoice-title" className="flex flex-col gap-3 rounded-2xl border border-olive-100 bg-white p-4 text-sm">
      <h3 id="invoice-title" className="font-serif text-xl">
        {t('checkout.invoiceTitle', { number: ltr(order.orderNumber), date })}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h4 className="font-semibold">{t('checkout.seller')}</h4>
          <p>{seller.name}</p>
          <p>{seller.address}</p>
          <dl className="grid grid-cols-[auto_1fr] gap-x-2">
            <dt>{t('checkout.phoneLabel')}</dt>
            <dd dir="ltr" className="text-start">
              {seller.phone}
            </dd>
            <dt>{t('checkout.iceLabel')}</dt>
            <dd dir="ltr" className="text-start" data-testid="seller-ice">
              {seller.ice}
            </dd>
            <dt>{t('checkout.rcLabel')}</dt>
            <dd dir="auto" className="text-start">
              {seller.rc}
            </dd>
            <dt>{t('checkout.fiscalIdLabel')}</dt>
            <dd dir="ltr" className="text-start">
              {seller.fiscalId}
            </dd>
          </dl>
        </div>
        <div>
          <h4 className="font-semibold">{t('checkout.customer')}</h4>
          <p dir="auto">
            {customer.firstName} {customer.lastName}
          </p>
          {address && (
            <p dir="auto">
              {address.street}, {address.city}
            </p>
          )}
          <p dir="ltr" className="text-start">
            {customer.phone}
          </p>
          <p dir="ltr" className="text-start break-all">
            {customer.email}
          </p>
        </div>
      </div>
    </section>
  );
}
