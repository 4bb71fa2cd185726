import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../../openapi/schema.d.ts';
import { ApiError } from '../../api/errors.ts';
import { languageOf } from '../../i18n/index.ts';
import { isolate } from '../../i18n/isolate.ts';
import { useAppActors } from '../../state/app-actors.tsx';
import { useAppSelector } from '../../state/use-app-selector.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { LoadingStatus } from '../../ui/LoadingStatus.tsx';
import { DeliveryDetails } from '../checkout/steps/DeliveryDetails.tsx';
import { PaymentDetails } from '../checkout/steps/PaymentDetails.tsx';
import { PageHeading } from '../pages/PageHeading.tsx';
import { getMyOrder } from './api.ts';
import { CancelOrder } from './CancelOrder.tsx';
import { OrderAgain } from './OrderAgain.tsx';
import { OrderLines } from './OrderLines.tsx';
import { OrderTimeline } from './OrderTimeline.tsx';
import { paymentStatusOf } from './payment-status.ts';
import { shopDay } from './shop-dates.ts';

type OrderPageData = components['schemas']['OrderPageResponse']['data'];

/** /account/orders/$orderId: one of the signed-in shopper's orders, read in the browser. */
export function OrderPage({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const { session } = useAppActors();
  const signedIn = useAppSelector(session, (s) => s.matches('authenticated'));
  return (
    <>
      <PageHeading title={t('orderPage.metaTitle')} />
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6 sm:py-10">
        {signedIn ? (
          <OrderDetails orderId={orderId} />
        ) : (
          <div className="flex flex-col items-start gap-4">
            <p>{t('orderPage.signInFirst')}</p>
            <ButtonLink to="/login" search={{ redirect: `/account/orders/${orderId}` }}>
              {t('account.login')}
            </ButtonLink>
          </div>
        )}
      </div>
    </>
  );
}

function OrderDetails({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation();
  const { api } = useAppActors();
  const [attempt, setAttempt] = useState(0);
  const asked = `${orderId}:${i18n.language}:${attempt}`;
  const [answer, setAnswer] = useState<{ asked: string; value: OrderPageData | 'not-found' | 'error' } | null>(null);
  const [justCancelled, setJustCancelled] = useState(false);
  useEffect(() => {
    let live = true;
    getMyOrder(api, orderId, languageOf(i18n)).then(
      (page) => live && setAnswer({ asked, value: page }),
      (error: unknown) => live && setAnswer({ asked, value: error instanceof ApiError && error.status === 404 ? 'not-found' : 'error' }),
    );
    return () => {
      live = false;
    };
  }, [api, orderId, i18n, asked]);
  const result = answer?.asked === asked ? answer.value : null;
  if (!result) return <LoadingStatus>{t('orderPage.loading')}</LoadingStatus>;
  if (result === 'not-found' || result === 'error') {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert">{result === 'not-found' ? t('orderPage.notFound') : t('orderPage.error')}</p>
        {result === 'error' && (
          <Button variant="secondary" onPress={() => setAttempt((n) => n + 1)}>
            {t('orderPage.retry')}
          </Button>
        )}
        <ButtonLink to="/account/orders" variant="secondary">
          {t('orderPage.back')}
        </ButtonLink>
      </div>
    );
  }
  const { order, timeline } = result;
  const cancellable = order.fulfilment === 'placed' && order.payment.status !== 'awaiting-card';
  const settled = paymentStatusOf(order);
  return (
    <article className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <Link to="/account/orders" className="self-start text-sm font-semibold text-olive-900 underline underline-offset-2">
          {t('orderPage.back')}
        </Link>
        <h2 className="font-serif text-3xl break-words">{t('orderPage.title', { number: isolate(order.orderNumber) })}</h2>
        <p className="text-sm text-olive-800">{t('orderPage.placedOn', { date: shopDay(order.createdAt, i18n.language) })}</p>
      </header>
      <div role="status" className="empty:hidden">
        {justCancelled && <p className="rounded-2xl bg-cream-100 p-4 font-semibold">{t('orderPage.cancelled')}</p>}
      </div>
      <div className="grid gap-8 md:grid-cols-[1fr_1fr]">
        <OrderTimeline timeline={timeline} shipment={order.shipment} />
        <div className="flex flex-col items-start gap-6">
          <OrderAgain orderId={order._id} />
          {cancellable && (
            <CancelOrder
              orderId={order._id}
              orderNumber={order.orderNumber}
              onCancelled={(page) => {
                setAnswer({ asked, value: page });
                setJustCancelled(true);
              }}
            />
          )}
        </div>
      </div>
      <OrderLines order={order} />
      <DeliveryDetails method={order.deliveryMethod} shop={order.pickupShop} address={order.deliveryAddress} />
      <section aria-labelledby="order-payment" className="flex flex-col gap-3">
        <h2 id="order-payment" className="font-serif text-2xl">
          {t('orderPage.payment')}
        </h2>
        <p className="text-sm">
          {t('orderPage.method')} : {t(`orderPage.methods.${order.paymentMethod}`)}
        </p>
        {/* The checkout's cancelled text speaks of a card page expired: an order cancelled otherwise says what became of its money. */}
        {settled === 'cancelled' || settled === 'refund' ? (
          <p className="rounded-2xl bg-cream-100 p-4 text-sm font-semibold">
            {t(`orderPage.payments.statuses.${settled}`)}
            {settled === 'refund' && <span className="block font-normal">{t('orderPage.payments.nextStep.refund')}</span>}
          </p>
        ) : (
          <PaymentDetails order={order} />
        )}
      </section>
    </article>
  );
}
