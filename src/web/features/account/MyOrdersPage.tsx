import { intlLocaleOf } from '../../../domain/locale.ts';
import { useAppSelector } from '../../state/use-app-selector.ts';
import { type OrderList, useMyOrders } from './use-my-orders.ts';
import { useTranslation } from 'react-i18next';
import { useAppActors } from '../../state/app-actors.tsx';
import { Button, ButtonLink } from '../../ui/Button.tsx';
import { LoadingStatus } from '../../ui/LoadingStatus.tsx';
import { Price } from '../../ui/Price.tsx';
import { PageHeading } from '../pages/PageHeading.tsx';

type OrderSummary = OrderList['orders'][number];

const PAGE_SIZE = 10;
const FULFILMENT_STYLE: Record<OrderSummary['fulfilment'], string> = {
  placed: 'bg-cream-100 text-olive-900',
  confirmed: 'bg-gold-300 text-olive-950',
  shipped: 'bg-olive-800 text-cream-50',
  'ready-for-pickup': 'bg-olive-800 text-cream-50',
  delivered: 'bg-emerald-800 text-white',
  collected: 'bg-emerald-800 text-white',
  refused: 'bg-olive-100 text-olive-900',
  returned: 'bg-olive-100 text-olive-900',
  cancelled: 'bg-olive-100 text-olive-900',
};

/** /account/orders: the signed-in shopper's orders (the account menu's 'Mes commandes'), read in the browser. */
export function MyOrdersPage({ page }: { page: number }) {
  const { t } = useTranslation();
  const { session } = useAppActors();
  const signedIn = useAppSelector(session, (s) => s.matches('authenticated'));
  return (
    <>
      <PageHeading title={t('meta.myOrders.title')} />
      <div className="mx-auto max-w-4xl px-6 py-10">
        {signedIn ? (
          <Orders page={page} />
        ) : (
          <div className="flex flex-col items-start gap-4">
            <p>{t('myOrders.signInFirst')}</p>
            <ButtonLink to="/login" search={{ redirect: `/account/orders${page > 1 ? `?page=${page}` : ''}` }}>
              {t('account.login')}
            </ButtonLink>
          </div>
        )}
      </div>
    </>
  );
}

function Orders({ page }: { page: number }) {
  const { t } = useTranslation();
  const { result, retry } = useMyOrders(page, PAGE_SIZE);
  if (!result) return <LoadingStatus>{t('myOrders.loading')}</LoadingStatus>;
  if (result === 'error') {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="alert">{t('myOrders.error')}</p>
        <Button variant="secondary" onPress={retry}>
          {t('myOrders.retry')}
        </Button>
      </div>
    );
  }
  if (result.total === 0) {
    return (
      <div className="flex flex-col items-start gap-4">
        <p>{t('myOrders.empty')}</p>
        <ButtonLink to="/shop">{t('myOrders.startShopping')}</ButtonLink>
      </div>
    );
  }
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  return (
    <section aria-labelledby="my-orders-list" className="flex flex-col gap-6">
      <h2 id="my-orders-list" className="sr-only">
        {t('myOrders.list')}
      </h2>
      <ul className="flex flex-col gap-3">
        {result.orders.map((order) => (
          <OrderRow key={order._id} order={order} />
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label={t('myOrders.pages')} className="flex flex-wrap items-center justify-between gap-3">
          {page > 1 ? (
            <ButtonLink to="/account/orders" search={{ page: page - 1 }} variant="secondary">
              {t('myOrders.newer')}
            </ButtonLink>
          ) : (
            <span />
          )}
          <span className="text-sm">{t('myOrders.pageOf', { page, pages })}</span>
          {page < pages ? (
            <ButtonLink to="/account/orders" search={{ page: page + 1 }} variant="secondary">
              {t('myOrders.older')}
            </ButtonLink>
          ) : (
            <span />
          )}
        </nav>
      )}
    </section>
  );
}

function OrderRow({ order }: { order: OrderSummary }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(intlLocaleOf(i18n.language), { dateStyle: 'long' }).format(new Date(order.createdAt));
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-olive-100 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col gap-2">
        <p className="font-semibold">
          <span dir="ltr">{order.orderNumber}</span>
        </p>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-olive-800">{t('myOrders.date')}</dt>
          <dd>{date}</dd>
          <dt className="text-olive-800">{t('myOrders.status')}</dt>
          <dd>
            <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${FULFILMENT_STYLE[order.fulfilment]}`}>{t(`myOrders.fulfilments.${order.fulfilment}`)}</span>
          </dd>
          <dt className="text-olive-800">{t('myOrders.payment')}</dt>
          <dd>{t(`myOrders.statuses.${order.status}`)}</dd>
          <dt className="text-olive-800">{t('myOrders.total')}</dt>
          <dd>
            <Price centimes={order.total} /> · {t('myOrders.items', { count: order.itemCount })}
          </dd>
        </dl>
      </div>
      <div className="flex flex-wrap gap-2">
        <ButtonLink to="/account/orders/$orderId" params={{ orderId: order._id }} aria-label={t('orderPage.openOf', { number: order.orderNumber })}>
          {t('orderPage.open')}
        </ButtonLink>
        {(order.fulfilment === 'delivered' || order.fulfilment === 'collected') && (
          <ButtonLink to="/account/reviews" variant="secondary" aria-label={t('reviews.orderLinkFor', { number: order.orderNumber })}>
            {t('reviews.orderLink')}
          </ButtonLink>
        )}
        <ButtonLink to="/checkout" search={{ order: order._id }} variant="secondary" aria-label={t('myOrders.receiptOf', { number: order.orderNumber })}>
          {t('myOrders.receipt')}
        </ButtonLink>
      </div>
    </li>
  );
}
