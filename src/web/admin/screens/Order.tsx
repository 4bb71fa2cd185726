import type { AdminRouter } from '../router.tsx';
import { createRoute } from '@tanstack/react-router';
import { useState } from 'react';
import type { components } from '../../../../openapi/schema.d.ts';
import { allowedStaffActions } from '../../../../machines/fulfilment.ts';
import { orderProgress, type StaffAction } from '../../../domain/fulfilment.ts';
import { ApiError } from '../../api/errors.ts';
import { Button } from '../../ui/Button.tsx';
import { useAdmin } from '../context.tsx';
import { errorText } from '../errors.ts';
import { dateTime, money } from '../format.ts';
import { type AdminKey, useAdminText } from '../i18n/index.ts';
import { signedInRoute } from '../root-routes.tsx';
import { AdminLink } from '../ui/AdminLink.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { Badge, Screen } from '../ui/Screen.tsx';
import { Status } from '../ui/Status.tsx';
import { DeliverySlip } from './DeliverySlip.tsx';
import { fulfilmentTone, statusTone } from './order-tones.ts';

type AdminOrder = components['schemas']['AdminOrderResponse']['data'];
type Order = components['schemas']['Order'];
/** What staff may do to the order now, as the fulfilment machine standing where it stands says. */
export function allowedActions(order: Order): StaffAction[] {
  return allowedStaffActions(orderProgress({ ...order, pickup: order.deliveryMethod.type === 'pickup' }));
}

export const orderRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/admin/orders/$orderId',
  loader: async ({ context, params }) => await context.api.getOrder(params.orderId),
  component: function OrderScreen() {
    const data = orderRoute.useLoaderData<AdminRouter>();
    // A fresh screen for each order read from the server (the actions' answers replace it in place).
    return <OrderView key={`${data.order._id} ${data.history.length}`} initial={data} />;
  },
});

function Section({ title, children, className = '' }: { title: string; children: React.ReactNode; className?: string }) {
  return (
    <section className={`rounded-3xl bg-white p-5 shadow-sm ${className}`}>
      <h2 className="mb-3 font-serif text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}

function OrderView({ initial }: { initial: AdminOrder }) {
  const { t, intl } = useAdminText();
  const { api } = useAdmin();
  const [{ order, account, history }, setData] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [announce, setAnnounce] = useState<{ text: string; tone: 'ok' | 'error' }>();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const actions = allowedActions(order);

  const act = async (action: StaffAction) => {
    setBusy(true);
    setAnnounce(undefined);
    try {
      const data = await api.actOnOrder(order._id, action);
      setData(data);
      setAnnounce({ tone: 'ok', text: t('order.done', { number: data.order.orderNumber, state: t(`fulfilment.${data.order.fulfilment}`) }) });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        const fresh = await api.getOrder(order._id).catch(() => undefined);
        if (fresh) setData(fresh);
        setAnnounce({ tone: 'error', text: t('order.conflict') });
      } else setAnnounce({ tone: 'error', text: errorText(t, failure) });
    } finally {
      setBusy(false);
    }
  };

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
            <Status tone={announce?.tone} className="mb-3">
              {announce?.text}
            </Status>
            {actions.length === 0 ? (
              <p>{t('order.noActions')}</p>
            ) : (
              <div className="flex flex-wrap gap-2">
                {actions.map((action) =>
                  action === 'cancel' ? (
                    <Button key={action} variant="secondary" className="border-terracotta-600 text-terracotta-600" isDisabled={busy} onPress={() => setConfirmCancel(true)}>
                      {t('action.cancel')}
                    </Button>
                  ) : (
                    <Button key={action} isDisabled={busy} onPress={() => void act(action)}>
                      {t(`action.${action}`)}
                    </Button>
                  ),
                )}
              </div>
            )}
            <ConfirmDialog
              isOpen={confirmCancel}
              onOpenChange={setConfirmCancel}
              title={t('order.cancelTitle')}
              text={t('order.cancelText', { number: order.orderNumber })}
              confirm={t('order.cancelConfirm')}
              keep={t('order.cancelKeep')}
              onConfirm={() => void act('cancel')}
            />
          </Section>

          <div className="grid gap-4 lg:grid-cols-3">
            <Section title={t('order.customer')}>
              <h3 className="text-sm font-semibold text-olive-700">{t('order.contact')}</h3>
              <p className="mb-3">
                {customer.firstName} {customer.lastName}
                <br />
                <bdi>{customer.email}</bdi>
                <br />
                <bdi dir="ltr">{customer.phone}</bdi>
              </p>
              <h3 className="text-sm font-semibold text-olive-700">{t('order.account')}</h3>
              <p>
                {account.firstName} {account.lastName}
                <br />
                <bdi>{account.email}</bdi>
              </p>
            </Section>
            <Section title={t('order.delivery')}>
              <p className="mb-3 font-medium">
                <bdi>{order.deliveryMethod.name}</bdi>
              </p>
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
