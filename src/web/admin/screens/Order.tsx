import type { AdminRouter } from '../router.tsx';
import { useId, useState } from 'react';
import type { components } from '../../../../openapi/schema.d.ts';
import { phoneForReading } from '../../../domain/phone.ts';
import { Button } from '../../ui/Button.tsx';
import { dateTime, money } from '../format.ts';
import { type AdminKey, useAdminText } from '../i18n/index.ts';
import { AdminLink } from '../ui/AdminLink.tsx';
import { Badge, Screen } from '../ui/Screen.tsx';
import { CustomerRecord } from './CustomerRecord.tsx';
import { DeliverySlip } from './DeliverySlip.tsx';
import { OrderActions } from './OrderActions.tsx';
import { OrderNotes } from './OrderNotes.tsx';
import { fulfilmentTone, statusTone } from './order-tones.ts';
import { orderRoute } from '../routes.ts';

type AdminOrder = components['schemas']['AdminOrderResponse']['data'];
type Courier = components['schemas']['Courier'];

/** One order, read from the server: a fresh view for each (the actions' answers replace it in place). */
export function OrderScreen() {
  const data = orderRoute.useLoaderData<AdminRouter>();
  return <OrderView key={`${data.order._id} ${data.history.length}`} initial={data} couriers={data.couriers} />;
}

function Section({ title, children, className = '' }: { title: string; children: React.ReactNode; className?: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`rounded-3xl bg-white p-5 shadow-sm ${className}`}>
      <h2 id={id} className="mb-3 font-serif text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function OrderView({ initial, couriers }: { initial: AdminOrder; couriers: Courier[] }) {
  const { t, intl } = useAdminText();
  const [data, setData] = useState(initial);
  const { order, account, history, customerRecord } = data;
  const customer = order.customerInfo;
  const address = order.deliveryAddress;
  const pickup = order.deliveryMethod.type === 'pickup';
  return (
    <>
      <div className="print:hidden">
        <AdminLink href="/admin/orders" className="mb-3 inline-block text-sm">
          <span aria-hidden="true" className="inline-block rtl:rotate-180">←</span> {t('order.back')}
        </AdminLink>
        <Screen
          title={t('order.title', { number: order.orderNumber })}
          actions={
            <Button variant="secondary" onPress={() => window.print()}>
              {t('order.print')}
            </Button>
          }
        >
          <div className="mb-4 flex flex-wrap items-center gap-2">
            <span className="text-sm text-olive-700">{t('order.placedOn', { date: dateTime(order.createdAt, intl) })}</span>
            <Badge tone={fulfilmentTone(order.fulfilment)}>{t(`fulfilment.${order.fulfilment}`)}</Badge>
            <Badge tone={statusTone(order.status)}>{t(`status.${order.status}`)}</Badge>
          </div>

          <Section title={t('order.actions')} className="mb-4">
            <OrderActions order={order} couriers={couriers} onData={setData} />
          </Section>

          <div className="grid gap-4 lg:grid-cols-3">
            <Section title={t('order.customer')}>
              <h3 className="text-sm font-semibold text-olive-700">{t('order.contact')}</h3>
              <p className="mb-3">
                {customer.firstName} {customer.lastName}
                <br />
                <bdi>{customer.email}</bdi>
                {/* An erased customer's order keeps no phone. */}
                {customer.phone && (
                  <>
                    <br />
                    <a href={`tel:${customer.phone}`}>
                      <bdi dir="ltr">{phoneForReading(customer.phone)}</bdi>
                    </a>
                  </>
                )}
              </p>
              <h3 className="text-sm font-semibold text-olive-700">{t('order.account')}</h3>
              {account ? (
                <p>
                  {account.firstName} {account.lastName}
                  <br />
                  <bdi>{account.email}</bdi>
                </p>
              ) : (
                <p>{t('order.accountDeleted')}</p>
              )}
            </Section>
            <Section title={t('order.delivery')}>
              <p className="mb-3 font-medium">
                <bdi>{order.deliveryMethod.name}</bdi>
              </p>
              {order.shipment ? (
                <p className="mb-3">
                  <bdi>{t('order.shipment', { courier: order.shipment.courier })}</bdi>
                  {order.shipment.trackingNumber ? (
                    <>
                      <br />
                      <bdi>{t('order.tracking', { tracking: order.shipment.trackingNumber })}</bdi>
                    </>
                  ) : null}
                </p>
              ) : null}
              {pickup && order.pickupShop ? (
                <>
                  <h3 className="text-sm font-semibold text-olive-700">{t('order.pickupShop')}</h3>
                  <p className="mb-3">
                    <bdi>{order.pickupShop.title}</bdi>
                    <br />
                    <bdi>
                      {order.pickupShop.address}, {order.pickupShop.city}
                    </bdi>
                  </p>
                </>
              ) : null}
              {address && !pickup ? (
                <>
                  <h3 className="text-sm font-semibold text-olive-700">{t('order.deliveryAddress')}</h3>
                  <p>
                    <bdi>{address.street}</bdi>
                    <br />
                    <bdi>
                      {[address.postalCode, address.city].filter(Boolean).join(' ')}, {address.country}
                    </bdi>
                  </p>
                </>
              ) : null}
            </Section>
            <Section title={t('order.payment')}>
              <p className="font-medium">{t(`payment.${order.paymentMethod}`)}</p>
              <p className="mb-2">{t(`paymentState.${order.payment.status}`)}</p>
              {order.bank ? <p>{t('order.bank', { bank: order.bank.name })}</p> : null}
            </Section>
          </div>

          <Section title={t('record.title')} className="mt-4">
            <CustomerRecord record={customerRecord} phone={customer.phone} onChange={(record) => setData((data) => ({ ...data, customerRecord: record }))} />
          </Section>

          <Section title={t('notes.title')} className="mt-4">
            <OrderNotes order={data} onData={setData} />
          </Section>

          <Section title={t('order.lines')} className="mt-4">
            <ul className="divide-y divide-olive-100">
              {order.items.map((item) => (
                <li key={item.variantId} className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 gap-y-1 py-2 sm:grid-cols-[1fr_auto_7rem]">
                  <span className="col-span-2 min-w-0 sm:col-span-1">
                    <bdi className="font-medium">{item.productTitle}</bdi> · <bdi>{item.size}</bdi>
                  </span>
                  <span className="text-sm text-olive-700">
                    {item.quantity} × {money(item.price, intl)}
                  </span>
                  <span className="text-end font-semibold">{money(item.totalPrice, intl)}</span>
                </li>
              ))}
            </ul>
            <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-olive-100 pt-3 text-sm">
              <dt>{t('order.subtotal')}</dt>
              <dd className="text-end">{money(order.subtotal, intl)}</dd>
              <dt>{t('order.shipping')}</dt>
              <dd className="text-end">{money(order.shipping, intl)}</dd>
              <dt>{t('order.vat')}</dt>
              <dd className="text-end">{money(order.vat, intl)}</dd>
              <dt className="text-base font-semibold">{t('order.total')}</dt>
              <dd className="text-end text-base font-semibold">{money(order.total, intl)}</dd>
            </dl>
          </Section>

          <Section title={t('order.history')} className="mt-4">
            <ol className="flex flex-col gap-2">
              {history.map((entry, index) => {
                const key = `history.${entry.action}` as AdminKey;
                const label = t(key);
                return (
                  <li key={index} className="flex flex-wrap gap-x-3">
                    <span className="text-sm text-olive-700">{dateTime(entry.at, intl)}</span>
                    <span className="font-medium">{label === key ? entry.action : label}</span>
                    <span className="text-sm">
                      <bdi>{t('order.by', { who: entry.by })}</bdi>
                    </span>
                  </li>
                );
              })}
            </ol>
          </Section>
        </Screen>
      </div>
      <DeliverySlip order={order} />
    </>
  );
}
