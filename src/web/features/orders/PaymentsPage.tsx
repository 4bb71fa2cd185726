import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useAppActors } from '../../state/app-actors.tsx';
import { useAppSelector } from '../../state/use-app-selector.ts';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { LoadingStatus } from '../../ui/LoadingStatus.tsx';
import { Price } from '../../ui/Price.tsx';
import { useMyOrders } from '../account/use-my-orders.ts';
import { PageHeading } from '../pages/PageHeading.tsx';
import { paymentStatusOf } from './payment-status.ts';
import { shopDay } from './shop-dates.ts';

const PAGE_SIZE = 10;

/** /account/payments: the payment of each of the signed-in shopper's orders, newest first, read in the browser. */
export function PaymentsPage({ page }: { page: number }) {
  const { t } = useTranslation();
  const { session } = useAppActors();
  const signedIn = useAppSelector(session, (s) => s.matches('authenticated'));
  return (
    <>
      <PageHeading title={t('orderPage.payments.metaTitle')} />
      <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-10">
        {signedIn ? (
          <Payments page={page} />
        ) : (
          <div className="flex flex-col items-start gap-4">
            <p>{t('orderPage.payments.signInFirst')}</p>
            <ButtonLink to="/login" search={{ redirect: `/account/payments${page > 1 ? `?page=${page}` : ''}` }}>
              {t('account.login')}
            </ButtonLink>
          </div>
        )}
      </div>
    </>
  );
}

function Payments({ page }: { page: number }) {
  const { t, i18n } = useTranslation();
  const { result, retry } = useMyOrders(page, PAGE_SIZE);
  if (!result) return <LoadingStatus>{t('orderPage.payments.loading')}</LoadingStatus>;
  if (result === 'error') {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert">{t('orderPage.payments.error')}</p>
        <Button variant="secondary" onPress={retry}>
          {t('orderPage.retry')}
        </Button>
      </div>
    );
  }
  if (result.total === 0) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p>{t('orderPage.payments.empty')}</p>
        <ButtonLink to="/shop">{t('myOrders.startShopping')}</ButtonLink>
      </div>
    );
  }
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  return (
    <section aria-labelledby="payments-list" className="flex flex-col gap-6">
      <h2 id="payments-list" className="sr-only">
        {t('orderPage.payments.list')}
      </h2>
      <ul className="flex flex-col gap-3">
        {result.orders.map((order) => {
          const status = paymentStatusOf(order);
          return (
            <li key={order._id} className="rounded-2xl border border-olive-100 bg-white p-4">
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
                <dt className="text-olive-800">{t('orderPage.payments.order')}</dt>
                <dd>
                  <Link to="/account/orders/$orderId" params={{ orderId: order._id }} className="font-semibold text-olive-900 underline underline-offset-2">
                    <bdi dir="ltr">{order.orderNumber}</bdi>
                  </Link>
                </dd>
                <dt className="text-olive-800">{t('orderPage.payments.date')}</dt>
                <dd>{shopDay(order.createdAt, i18n.language)}</dd>
                <dt className="text-olive-800">{t('orderPage.payments.method')}</dt>
                <dd>{t(`orderPage.methods.${order.paymentMethod}`)}</dd>
                <dt className="text-olive-800">{t('orderPage.payments.amount')}</dt>
                <dd>
                  <Price centimes={order.total} />
                </dd>
                <dt className="text-olive-800">{t('orderPage.payments.status')}</dt>
                <dd className="sm:col-span-3">
                  <span className="font-semibold">{t(`orderPage.payments.statuses.${status}`)}</span>
                  {status !== 'paid' && status !== 'cancelled' && <span className="block text-olive-800">{t(`orderPage.payments.nextStep.${status}`)}</span>}
                </dd>
              </dl>
            </li>
          );
        })}
      </ul>
      {pages > 1 && (
        <nav aria-label={t('orderPage.payments.pages')} className="flex flex-wrap items-center justify-between gap-3">
          {page > 1 ? (
            <ButtonLink to="/account/payments" search={{ page: page - 1 }} variant="secondary">
              {t('orderPage.payments.newer')}
            </ButtonLink>
          ) : (
            <span />
          )}
          <span className="text-sm">{t('orderPage.payments.pageOf', { page, pages })}</span>
          {page < pages ? (
            <ButtonLink to="/account/payments" search={{ page: page + 1 }} variant="secondary">
              {t('orderPage.payments.older')}
            </ButtonLink>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}
