import type { components } from '../../../../openapi/schema.d.ts';
import { day, money } from '../format.ts';
import { useAdminText } from '../i18n/index.ts';

type Order = components['schemas']['Order'];

/**
 * The delivery slip, shown only on paper (the order's screen prints as this; the slips screen shows
 * several, one a page): shop, order number and
 * day, customer, where it goes (or the pickup shop), the lines with their sizes and quantities, the
 * total to collect, and room for the customer's signature.
 */
export function DeliverySlip({ order, onScreen = false }: { order: Order; onScreen?: boolean }) {
  const { t, intl } = useAdminText();
  const customer = order.customerInfo;
  const address = order.deliveryAddress;
  const pickup = order.deliveryMethod.type === 'pickup' && order.pickupShop;
  return (
    <article className={onScreen ? 'rounded-3xl bg-white p-6 text-black shadow-sm break-after-page print:rounded-none print:p-0 print:shadow-none' : 'hidden text-black print:block'}>
      <header className="mb-6 flex items-start justify-between border-b-2 border-black pb-3">
        <div>
          <p className="font-serif text-2xl font-semibold">{t('app.name')}</p>
          <p className="text-sm">{t('slip.website')}</p>
        </div>
        <h1 className="font-serif text-2xl font-semibold">{t('slip.title')}</h1>
      </header>
      <dl className="mb-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        <dt className="font-semibold">{t('slip.order')}</dt>
        <dd>
          <bdi>{order.orderNumber}</bdi>
        </dd>
        <dt className="font-semibold">{t('slip.date')}</dt>
        <dd>{day(order.createdAt, intl)}</dd>
        <dt className="font-semibold">{t('slip.customer')}</dt>
        <dd>
          <bdi>
            {customer.firstName} {customer.lastName}
          </bdi>{' '}
          · <bdi dir="ltr">{customer.phone}</bdi>
        </dd>
        <dt className="font-semibold">{pickup ? t('slip.pickupAt') : t('slip.deliverTo')}</dt>
        <dd>
          {pickup ? (
            <bdi>
              {pickup.title}, {pickup.address}, {pickup.city}
            </bdi>
          ) : address ? (
            <bdi>
              {address.street}, {[address.postalCode, address.city].filter(Boolean).join(' ')}, {address.country}
            </bdi>
          ) : null}
          <br />
          <bdi>{order.deliveryMethod.name}</bdi>
        </dd>
      </dl>
      <table className="mb-6 w-full border-collapse">
        <thead>
          <tr className="border-b border-black text-start">
            <th className="py-1 text-start">{t('order.product')}</th>
            <th className="py-1 text-start">{t('order.size')}</th>
            <th className="py-1 text-end">{t('order.quantity')}</th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.variantId} className="border-b border-gray-400">
              <td className="py-1">
                <bdi>{item.productTitle}</bdi>
              </td>
              <td className="py-1">
                <bdi>{item.size}</bdi>
              </td>
              <td className="py-1 text-end">{item.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mb-1 flex justify-end gap-3">
        <span>{t('order.total')}</span>
        <strong>{money(order.total, intl)}</strong>
      </p>
      <p className="mb-12 text-end text-sm">
        {t(`payment.${order.paymentMethod}`)} — {t(`paymentState.${order.payment.status}`)}
      </p>
      <div className="grid grid-cols-2 gap-12">
        <p className="mt-10 border-t border-black pt-2">{t('slip.signature')}</p>
        <p className="mt-10 border-t border-black pt-2">{t('slip.received')}</p>
      </div>
    </article>
  );
}
